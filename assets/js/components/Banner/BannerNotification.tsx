/**
 * External dependencies
 */
import type { MouseEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { locationStore } from '../../datastore/location';
import { userStore } from '../../datastore/user';
import { getModuleIcon } from '../../modules/icons';

/** How long the closing animation runs (spec §9). */
export const BANNER_CLOSE_ANIMATION_MS = 350;
/** The DOM event fired once a banner is stored as dismissed (spec §4). */
export const NOTIFICATION_DISMISSED_EVENT = 'notificationDismissed';

export type BannerType = 'win-error' | 'win-warning' | 'win-stats-increase';
export type BannerFormat = 'small' | 'larger' | 'smaller';

export interface BannerStat {
	title: string;
	value: string;
	/** e.g. "+12.5%". */
	change?: string;
}

export interface BannerNotificationProps {
	/** Unique ID; also the slug of its dismissal. */
	id: string;
	title: string;
	description?: ReactNode;
	type?: BannerType;
	format?: BannerFormat;
	/** Label of the dismiss button; no label, no dismiss (the banner cannot be dismissed). */
	dismiss?: string;
	/** Seconds the dismissal lasts; 0 or none: for good. */
	dismissExpires?: number;
	/** Shown once: recorded as dismissed the first time it shows. */
	showOnce?: boolean;
	ctaLabel?: string;
	ctaLink?: string;
	ctaTarget?: string;
	/**
	 * Runs on a CTA click; the banner dismisses itself afterwards unless this
	 * answers (or resolves to) false.
	 */
	onCTAClick?: (
		event: MouseEvent
	) => boolean | void | Promise< boolean | void >;
	learnMoreLabel?: string;
	learnMoreURL?: string;
	badgeLabel?: string;
	/** Module slug: its icon shows next to the title. */
	module?: string;
	/** Stats shown as blocks. */
	blockData?: BannerStat[];
	footer?: ReactNode;
	/** Shown beside the content (e.g. an illustration). */
	secondaryPane?: ReactNode;
	/** Runs once, when the banner is first visible on screen. */
	onView?: () => void;
	/** Runs when the banner is dismissed. */
	onDismiss?: () => void;
}

type Phase = 'open' | 'closing' | 'closed';

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
		dismissExpires = 0,
		showOnce = false,
		ctaLabel,
		ctaLink,
		ctaTarget,
		onCTAClick,
		learnMoreLabel,
		learnMoreURL,
		badgeLabel,
		module,
		blockData,
		footer,
		secondaryPane,
		onView,
		onDismiss,
	} = props;
	const dismissible = !! dismiss || showOnce;
	const dismissed = useSelect(
		( select ) =>
			dismissible ? select( userStore ).isItemDismissed( id ) : false,
		[ dismissible, id ]
	);
	const { dismissItem } = useDispatch( userStore );
	const { navigateTo } = useDispatch( locationStore );
	const [ phase, setPhase ] = useState< Phase >( 'open' );
	// Decided once: a banner that was showing stays until it is closed here.
	const [ shown, setShown ] = useState< boolean | undefined >( undefined );
	const element = useRef< HTMLDivElement >( null );
	const viewed = useRef( false );

	useEffect( () => {
		if ( shown === undefined && dismissed !== undefined ) {
			setShown( ! dismissed );
		}
	}, [ shown, dismissed ] );

	// A showOnce banner counts as dismissed from its first showing.
	useEffect( () => {
		if ( shown && showOnce ) {
			dismissItem( id, { expiresInSeconds: dismissExpires } );
		}
	}, [ shown, showOnce, id, dismissExpires, dismissItem ] );

	useEffect( () => {
		const node = element.current;
		if ( ! shown || ! node || ! onView || viewed.current ) {
			return undefined;
		}
		const seen = () => {
			if ( ! viewed.current ) {
				viewed.current = true;
				onView();
			}
		};
		if ( typeof IntersectionObserver === 'undefined' ) {
			seen();
			return undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				seen();
				observer.disconnect();
			}
		} );
		observer.observe( node );
		return () => observer.disconnect();
	}, [ shown, onView ] );

	useEffect( () => {
		if ( phase !== 'closing' ) {
			return undefined;
		}
		const timer = setTimeout( () => {
			setPhase( 'closed' );
			if ( dismissible && ! showOnce ) {
				dismissItem( id, { expiresInSeconds: dismissExpires } );
			}
			document.dispatchEvent(
				new CustomEvent( NOTIFICATION_DISMISSED_EVENT, {
					detail: { id },
				} )
			);
		}, BANNER_CLOSE_ANIMATION_MS );
		return () => clearTimeout( timer );
	}, [ phase, dismissible, showOnce, id, dismissExpires, dismissItem ] );

	const close = () => {
		if ( phase === 'open' ) {
			setPhase( 'closing' );
			onDismiss?.();
		}
	};

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
	const Icon = module ? getModuleIcon( module ) : undefined;

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
				{ ( badgeLabel || Icon ) && (
					<div className="googlesitekit-banner-notification__meta">
						{ Icon && <Icon size={ 19 } /> }
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
