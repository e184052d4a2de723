/**
 * External dependencies
 */
import type { MouseEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { locationStore } from '../../datastore/location';
import type { BannerNotificationProps } from './types';
import { useBannerLifecycle } from './use-banner-lifecycle';

export {
	BANNER_CLOSE_ANIMATION_MS,
	NOTIFICATION_DISMISSED_EVENT,
} from './use-banner-lifecycle';
export type * from './types';

/**
 * Whether a link stays in this admin (same origin) and the same tab.
 *
 * @param link   The URL.
 * @param target The link's target.
 */
function isInternalLink( link: string, target?: string ): boolean {
	if ( target === '_blank' ) {
		return false;
	}
	try {
		return (
			new URL( link, window.location.href ).origin ===
			window.location.origin
		);
	} catch {
		return false;
	}
}

/**
 * A banner notification (spec §4 "Banner"): open, then closing (350 ms
 * animation), then closed and stored as dismissed (with the expiry asked
 * for), firing `notificationDismissed`. A dismissible banner already
 * dismissed does not show; a showOnce banner is recorded as dismissed when it
 * first shows. onView runs once when the banner is on screen. A CTA click
 * runs its handler and dismisses the banner unless the handler answers
 * false; an internal link navigates in-app unless its target is _blank.
 *
 * @param props Component props.
 */
export default function BannerNotification( props: BannerNotificationProps ) {
	const {
		id,
		title,
		description,
		type = 'win-warning',
		format = 'small',
		dismiss,
		ctaLabel,
		ctaLink,
		ctaTarget,
		onCTAClick,
		learnMoreLabel,
		learnMoreURL,
		badgeLabel,
		icon,
		blockData,
		footer,
		secondaryPane,
	} = props;
	const { dismissible, shown, phase, close, element } =
		useBannerLifecycle( props );
	const { navigateTo } = useDispatch( locationStore );

	const onCTA = async ( event: MouseEvent ) => {
		const internal = !! ctaLink && isInternalLink( ctaLink, ctaTarget );
		if ( internal ) {
			event.preventDefault();
		}
		const answer = onCTAClick ? await onCTAClick( event ) : undefined;
		if ( answer !== false && dismissible ) {
			close();
		}
		if ( internal && ctaLink ) {
			navigateTo( new URL( ctaLink, window.location.href ).href );
		}
	};

	if ( ! shown || phase === 'closed' ) {
		return null;
	}

	return (
		<div
			ref={ element }
			id={ id }
			className={ [
				'googlesitekit-banner-notification',
				`googlesitekit-banner-notification--${ type }`,
				`googlesitekit-banner-notification--${ format }`,
				phase === 'closing' &&
					'googlesitekit-banner-notification--closing',
			]
				.filter( Boolean )
				.join( ' ' ) }
			role="region"
			aria-label={ title }
		>
			<div className="googlesitekit-banner-notification__main">
				{ ( badgeLabel || icon ) && (
					<div className="googlesitekit-banner-notification__meta">
						{ icon }
						{ badgeLabel && (
							<span className="googlesitekit-banner-notification__badge">
								{ badgeLabel }
							</span>
						) }
					</div>
				) }
				<h3 className="googlesitekit-banner-notification__title">
					{ title }
				</h3>
				{ description && (
					<div className="googlesitekit-banner-notification__description">
						{ description }{ ' ' }
						{ learnMoreURL && (
							<a
								href={ learnMoreURL }
								target="_blank"
								rel="noopener noreferrer"
							>
								{ learnMoreLabel ||
									__( 'Learn more', 'google-site-kit' ) }
							</a>
						) }
					</div>
				) }
				{ !! blockData?.length && (
					<div className="googlesitekit-banner-notification__stats">
						{ blockData.map( ( stat ) => (
							<div key={ stat.title }>
								<div className="googlesitekit-banner-notification__stat-title">
									{ stat.title }
								</div>
								<div className="googlesitekit-banner-notification__stat-value">
									{ stat.value }
								</div>
								{ stat.change && (
									<div className="googlesitekit-banner-notification__stat-change">
										{ stat.change }
									</div>
								) }
							</div>
						) ) }
					</div>
				) }
				{ ( ctaLabel || dismiss ) && (
					<div className="googlesitekit-banner-notification__actions">
						{ ctaLabel &&
							( ctaLink ? (
								<a
									className="button button-primary"
									href={ ctaLink }
									target={ ctaTarget }
									rel={
										ctaTarget === '_blank'
											? 'noopener noreferrer'
											: undefined
									}
									onClick={ onCTA }
								>
									{ ctaLabel }
								</a>
							) : (
								<button
									type="button"
									className="button button-primary"
									onClick={ onCTA }
								>
									{ ctaLabel }
								</button>
							) ) }
						{ dismiss && (
							<button
								type="button"
								className="button-link googlesitekit-banner-notification__dismiss"
								onClick={ close }
							>
								{ dismiss }
							</button>
						) }
					</div>
				) }
				{ footer && (
					<div className="googlesitekit-banner-notification__footer">
						{ footer }
					</div>
				) }
			</div>
			{ secondaryPane && (
				<div className="googlesitekit-banner-notification__secondary">
					{ secondaryPane }
				</div>
			) }
		</div>
	);
}
