/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { uiStore } from '../../datastore/ui';
import { trackEvent } from '../../datastore/tracking';
import { isValidAnchor } from '../../util/validation';

export interface DashboardSection {
	/** Anchor without "#", e.g. "traffic". */
	id: string;
	label: string;
}

interface DashboardNavigationProps {
	/** The active sections, in page order. */
	sections: DashboardSection[];
	/** The section shown by default (no or unknown hash). */
	defaultSection: string;
	/** The spec's view context, for the event category. */
	viewContext: string;
}

export const ACTIVE_CONTEXT_KEY = 'activeContextID';
const SCROLL_THROTTLE = 150;
const ACTIVE_CONTEXT_DELAY = 50;

/**
 * Height of what stays on top of the page: the admin bar, the Site Kit header and the navigation.
 */
function stickyOffset(): number {
	const bar = document.getElementById( 'wpadminbar' );
	// Below 600px wide WordPress's admin bar scrolls away with the page: only a fixed one covers the top.
	const adminBar =
		bar && window.getComputedStyle( bar ).position === 'fixed'
			? bar.offsetHeight
			: 0;
	const header =
		document.querySelector< HTMLElement >( '.googlesitekit-header' )
			?.offsetHeight || 0;
	const navigation =
		document.querySelector< HTMLElement >( '.googlesitekit-navigation' )
			?.offsetHeight || 0;
	return adminBar + header + navigation;
}

/**
 * Scrolls a section to just below the sticky navigation.
 *
 * @param id     Section anchor.
 * @param smooth Whether to animate.
 */
function scrollToSection( id: string, smooth: boolean ): void {
	const element = document.getElementById( id );
	if ( ! element ) {
		return;
	}
	const top =
		element.getBoundingClientRect().top + window.scrollY - stickyOffset();
	window.scrollTo( { top, behavior: smooth ? 'smooth' : 'auto' } );
}

/**
 * Writes the hash without adding a history entry.
 *
 * @param id Section anchor.
 */
function replaceHash( id: string ): void {
	window.history.replaceState( window.history.state, '', `#${ id }` );
}

/**
 * The dashboard's section navigation (spec §2): chips, hash, scroll spy, sticky.
 *
 * @param props                Component props.
 * @param props.sections
 * @param props.defaultSection
 * @param props.viewContext
 */
export default function DashboardNavigation( {
	sections,
	defaultSection,
	viewContext,
}: DashboardNavigationProps ) {
	const { setValue } = useDispatch( uiStore );
	const [ current, setCurrent ] = useState( defaultSection );
	const [ stuck, setStuck ] = useState( false );
	const sentinel = useRef< HTMLDivElement >( null );
	const ids = sections.map( ( section ) => section.id ).join( ',' );
	// The hash this page last wrote itself (the default, a chip, the scroll spy), as opposed to one the user asked for
	// in the address: the sections changing is never a reason to scroll to it.
	const written = useRef< string | null >( null );
	const writeHash = ( id: string, replacesUnknown = false ) => {
		written.current = id;
		if (
			document.readyState === 'complete' ||
			( window.location.hash && ! replacesUnknown )
		) {
			replaceHash( id );
			return;
		}
		// Until the page's load event the browser keeps the element an address's fragment names in view, scrolling
		// the page as the content above it grows: the default section's hash written now would scroll the page away
		// from its top. It is written once the page has loaded (unless the user asked for a section meanwhile); an
		// unknown hash the page was opened with is taken out of the address until then.
		if ( window.location.hash ) {
			window.history.replaceState(
				window.history.state,
				'',
				window.location.pathname + window.location.search
			);
		}
		window.addEventListener(
			'load',
			() => {
				if ( ! window.location.hash && written.current ) {
					replaceHash( written.current );
				}
			},
			{ once: true }
		);
	};

	// No hash, an invalid one or an inactive section's: the default, without a
	// history entry. On load, and whenever the hash changes on an open
	// dashboard (typed into the address bar, a link, Back).
	useEffect( () => {
		const apply = ( changed: boolean ) => {
			const hash = window.location.hash;
			const id = hash.slice( 1 );
			if (
				! isValidAnchor( hash ) ||
				! ids.split( ',' ).includes( id )
			) {
				writeHash( defaultSection, ! changed );
				setCurrent( defaultSection );
				if ( changed ) {
					window.scrollTo( { top: 0, behavior: 'auto' } );
				}
				return;
			}
			if ( ! changed && id === written.current ) {
				// The sections changed (widget areas became active; the default may be another one now). At the top
				// of the page the default section is the one shown; elsewhere the page stays where it is.
				const shown = window.scrollY === 0 ? defaultSection : id;
				if ( shown !== id ) {
					writeHash( shown );
				}
				setCurrent( shown );
				return;
			}
			setCurrent( id );
			if ( id === defaultSection ) {
				// The default section is the top of the page (as its chip scrolls there). Not on load or when the
				// sections change (they fill in as the widget areas become active, and the scroll spy writes the
				// default's hash at the top): the page would jump away from its heading.
				if ( changed ) {
					window.scrollTo( { top: 0, behavior: 'auto' } );
				}
				return;
			}
			scrollToSection( id, false );
		};
		apply( false );
		const onHashChange = () => apply( true );
		window.addEventListener( 'hashchange', onHashChange );
		return () => window.removeEventListener( 'hashchange', onHashChange );
	}, [ ids, defaultSection ] );

	// Scrolling: the section nearest the top becomes the hash (throttled).
	useEffect( () => {
		let last = 0;
		let timer: ReturnType< typeof setTimeout > | undefined;
		const update = () => {
			last = Date.now();
			const offset = stickyOffset() + 1;
			let nearest = ids.split( ',' )[ 0 ];
			for ( const id of ids.split( ',' ) ) {
				const element = document.getElementById( id );
				if (
					element &&
					element.getBoundingClientRect().top <= offset
				) {
					nearest = id;
				}
			}
			if ( nearest && `#${ nearest }` !== window.location.hash ) {
				writeHash( nearest );
				setCurrent( nearest );
				trackEvent(
					`${ viewContext }_navigation`,
					'tab_scroll',
					nearest
				);
			}
		};
		const onScroll = () => {
			const wait = SCROLL_THROTTLE - ( Date.now() - last );
			if ( wait <= 0 ) {
				update();
			} else if ( ! timer ) {
				timer = setTimeout( () => {
					timer = undefined;
					update();
				}, wait );
			}
		};
		window.addEventListener( 'scroll', onScroll, { passive: true } );
		return () => {
			window.removeEventListener( 'scroll', onScroll );
			if ( timer ) {
				clearTimeout( timer );
			}
		};
	}, [ ids, viewContext ] );

	// Sticky once the navigation touches the header.
	useEffect( () => {
		const element = sentinel.current;
		if ( ! element || ! ( 'IntersectionObserver' in window ) ) {
			return undefined;
		}
		const observer = new window.IntersectionObserver(
			( [ entry ] ) => setStuck( ! entry.isIntersecting ),
			{
				rootMargin: `-${
					stickyOffset() -
					( document.querySelector< HTMLElement >(
						'.googlesitekit-navigation'
					)?.offsetHeight || 0 )
				}px 0px 0px 0px`,
			}
		);
		observer.observe( element );
		return () => observer.disconnect();
	}, [] );

	const select = ( id: string ) => {
		writeHash( id );
		setCurrent( id );
		if ( id === defaultSection ) {
			window.scrollTo( { top: 0, behavior: 'smooth' } );
		} else {
			scrollToSection( id, true );
		}
		trackEvent( `${ viewContext }_navigation`, 'tab_select', id );
		setTimeout(
			() => setValue( ACTIVE_CONTEXT_KEY, id ),
			ACTIVE_CONTEXT_DELAY
		);
	};

	return (
		<>
			<div
				ref={ sentinel }
				className="googlesitekit-navigation-sentinel"
				aria-hidden="true"
			/>
			<nav
				className={ `googlesitekit-navigation${
					stuck ? ' googlesitekit-navigation--sticky' : ''
				}` }
				aria-label={ __( 'Dashboard sections', 'google-site-kit' ) }
			>
				{ sections.map( ( section ) => (
					<a
						key={ section.id }
						href={ `#${ section.id }` }
						className={ `googlesitekit-chip${
							current === section.id
								? ' googlesitekit-chip--active'
								: ''
						}` }
						aria-current={
							current === section.id ? 'true' : undefined
						}
						onClick={ ( event ) => {
							event.preventDefault();
							select( section.id );
						} }
					>
						{ section.label }
					</a>
				) ) }
			</nav>
		</>
	);
}
