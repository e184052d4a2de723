/**
 * A page's index status from Search Console's URL Inspection API, checked only when asked (server side:
 * includes/Modules/Search_Console/Url_Inspection.php). Shown in the block editor's panel and on the entity dashboard
 * (`../editor-panel.tsx`, `../../entity-sections.ts`).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useReport } from '../../../widgets/use-report';
import Answer from './Answer';
import InspectionError from './InspectionError';
import type { IndexStatusTarget, UrlInspection } from './types';

interface IndexStatusProps {
	/** The page to inspect. */
	target: IndexStatusTarget;
	/** Heading level of the block's title. */
	headingLevel?: 2 | 3 | 4;
}

/**
 * A page's index status from Search Console's URL Inspection API: Google is asked only when the user presses the
 * button (it allows a property 2000 inspections a day), and the server keeps the answer a day for the page however
 * it is named (post ID or URL). On mount the block reads that cached answer alone (cachedOnly, which never asks
 * Google), so a check made on another screen that day shows at once, with when it was made. Used by the block editor
 * panel (mounted once the panel is opened) and the entity dashboard.
 *
 * @param props              Component props.
 * @param props.target       The page.
 * @param props.headingLevel Heading level of the title.
 */
export default function IndexStatus( {
	target,
	headingLevel = 3,
}: IndexStatusProps ) {
	const [ asked, setAsked ] = useState( false );
	const cachedParams = useMemo(
		() => ( { ...target, cachedOnly: true } ),
		[ target ]
	);
	// Null when the page was not checked within the day; an error just leaves the button.
	const cached = useReport< UrlInspection | null >(
		'search-console',
		'url-inspection',
		cachedParams,
		! asked
	);
	const { report, error, stale, loading, retry } = useReport< UrlInspection >(
		'search-console',
		'url-inspection',
		target,
		asked
	);
	const Heading = `h${ headingLevel }` as const;
	// The button goes once pressed: keyboard focus moves to what replaces it rather than to the page's start.
	const region = useRef< HTMLDivElement >( null );
	useEffect( () => {
		if ( asked ) {
			region.current?.focus();
		}
	}, [ asked ] );

	let body: JSX.Element;
	if ( ! asked && cached.loading ) {
		body = (
			<p className="googlesitekit-index-status__loading">
				{ __( 'Looking for an earlier check…', 'google-site-kit' ) }
			</p>
		);
	} else if ( ! asked && cached.report ) {
		body = <Answer report={ cached.report } stale={ cached.stale } />;
	} else if ( ! asked ) {
		body = (
			<>
				<p className="googlesitekit-index-status__intro">
					{ __(
						'Ask Search Console whether Google has this page in its index. Each check counts against the property’s daily inspection limit, so Site Kit checks only when you ask and keeps the answer for a day.',
						'google-site-kit'
					) }
				</p>
				<button
					type="button"
					className="button button-secondary googlesitekit-index-status__check"
					onClick={ () => setAsked( true ) }
				>
					{ __( 'Check index status', 'google-site-kit' ) }
				</button>
			</>
		);
	} else if ( error ) {
		body = <InspectionError error={ error } onRetry={ retry } />;
	} else if ( loading || ! report ) {
		body = (
			<p className="googlesitekit-index-status__loading">
				{ __( 'Asking Search Console…', 'google-site-kit' ) }
			</p>
		);
	} else {
		body = <Answer report={ report } stale={ stale } />;
	}

	return (
		<section
			className="googlesitekit-index-status"
			aria-labelledby="googlesitekit-index-status-title"
		>
			<Heading
				id="googlesitekit-index-status-title"
				className="googlesitekit-index-status__title"
			>
				{ __( 'Index status', 'google-site-kit' ) }
			</Heading>
			<div
				className="googlesitekit-index-status__body"
				aria-live="polite"
				tabIndex={ -1 }
				ref={ region }
			>
				{ body }
			</div>
		</section>
	);
}
