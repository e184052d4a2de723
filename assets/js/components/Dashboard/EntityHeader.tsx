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
import { siteStore } from '../../datastore/site';
import { decodeForDisplay } from '../../widgets/common/urls';
import { trackEvent } from '../../datastore/tracking';

const RESIZE_THROTTLE = 100;

/**
 * A URL with its middle replaced by "…", keeping `keep` characters.
 *
 * @param url  URL.
 * @param keep Characters to keep.
 */
export function ellipsizeMiddle( url: string, keep: number ): string {
	if ( keep >= url.length ) {
		return url;
	}
	const head = Math.ceil( keep / 2 );
	return `${ url.slice( 0, head ) }…${ url.slice(
		url.length - ( keep - head )
	) }`;
}

/**
 * Shortens a URL so it fits in about two lines of the given width.
 *
 * @param url     URL.
 * @param width   Width of one line, in pixels.
 * @param measure Width of a text in pixels.
 */
export function shortenURL(
	url: string,
	width: number,
	measure: ( text: string ) => number
): string {
	const budget = Math.max( 0, width ) * 2;
	if ( measure( url ) <= budget ) {
		return url;
	}
	let low = 0;
	let high = url.length;
	while ( low < high ) {
		const mid = Math.ceil( ( low + high ) / 2 );
		if ( measure( ellipsizeMiddle( url, mid ) ) <= budget ) {
			low = mid;
		} else {
			high = mid - 1;
		}
	}
	return ellipsizeMiddle( url, low );
}

/**
 * Measures text in the font of an element (an estimate where there is no canvas).
 *
 * @param element Element whose font to use.
 */
function measurerFor( element: HTMLElement ): ( text: string ) => number {
	const context = ( () => {
		try {
			return document.createElement( 'canvas' ).getContext( '2d' );
		} catch {
			return null;
		}
	} )();
	if ( ! context ) {
		return ( text ) => text.length * 8;
	}
	context.font = window.getComputedStyle( element ).font;
	return ( text ) => context.measureText( text ).width;
}

/**
 * What to call a page WordPress has no title for (an archive, a URL with a
 * query string): its path and query.
 *
 * @param url Page URL, decoded.
 */
function entityLabel( url: string ): string {
	try {
		const parsed = new URL( url );
		return decodeForDisplay( parsed.pathname + parsed.search );
	} catch {
		return url;
	}
}

/**
 * The entity dashboard's header (spec §2): back to the dashboard, the page title, its URL shortened to fit.
 */
export default function EntityHeader() {
	const { url, title, dashboardURL } = useSelect(
		( select ) => ( {
			url: select( siteStore ).getCurrentEntityURL(),
			title: select( siteStore ).getCurrentEntityTitle(),
			dashboardURL: select( siteStore ).getAdminURL(
				'googlesitekit-dashboard'
			),
		} ),
		[]
	);
	const { navigateTo } = useDispatch( locationStore );
	const container = useRef< HTMLDivElement >( null );
	// Shown as a person reads it: non-Latin paths decoded.
	const shownURL = url ? decodeForDisplay( url ) : '';
	const [ shortURL, setShortURL ] = useState( shownURL );

	useEffect( () => {
		const element = container.current;
		if ( ! element || ! url ) {
			return undefined;
		}
		const update = () =>
			setShortURL(
				shortenURL(
					shownURL,
					element.clientWidth - 40,
					measurerFor( element )
				)
			);
		update();
		let timer: ReturnType< typeof setTimeout > | undefined;
		const onResize = () => {
			if ( ! timer ) {
				timer = setTimeout( () => {
					timer = undefined;
					update();
				}, RESIZE_THROTTLE );
			}
		};
		window.addEventListener( 'resize', onResize );
		return () => {
			window.removeEventListener( 'resize', onResize );
			if ( timer ) {
				clearTimeout( timer );
			}
		};
	}, [ url, shownURL ] );

	if ( ! url ) {
		return null;
	}
	return (
		<div className="googlesitekit-entity-header" ref={ container }>
			<button
				type="button"
				className="button-link googlesitekit-entity-header__back"
				onClick={ () => {
					trackEvent(
						'entityDashboard_headerbar',
						'return_to_dashboard'
					);
					navigateTo( dashboardURL || '' );
				} }
			>
				{ __( '← Back to dashboard', 'google-site-kit' ) }
			</button>
			<h3 className="googlesitekit-entity-header__title googlesitekit-clamp-2">
				{ title || entityLabel( shownURL ) }
			</h3>
			<a
				className="googlesitekit-entity-header__url"
				href={ url }
				target="_blank"
				rel="noopener noreferrer"
				title={ shownURL }
			>
				{ shortURL }
				<span className="screen-reader-text">
					{ __( '(opens in a new tab)', 'google-site-kit' ) }
				</span>
			</a>
		</div>
	);
}
