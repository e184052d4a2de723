/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Root from '../../Root';
import DashboardNavigation, {
	ACTIVE_CONTEXT_KEY,
} from '../DashboardNavigation';
import { shortenURL, ellipsizeMiddle } from '../EntityHeader';
import { setTestBaseData } from '../../../api/test/fake-server';
import { createTestRegistry } from '../../../datastore/registry';
import type { Registry } from '../../../datastore/types';
import { uiStore } from '../../../datastore/ui';
import type { TrackingEvent } from '../../../datastore/tracking';

const SECTIONS = [
	{ id: 'traffic', label: 'Traffic' },
	{ id: 'content', label: 'Content' },
	{ id: 'speed', label: 'Speed' },
];

describe( 'DashboardNavigation', () => {
	let registry: Registry;

	beforeEach( () => {
		jest.useFakeTimers();
		setTestBaseData( { trackingEnabled: true } );
		registry = createTestRegistry();
		window._googlesitekitDataLayer = [];
		window.history.replaceState(
			null,
			'',
			'/wp-admin/admin.php?page=googlesitekit-dashboard'
		);
		window.scrollTo = jest.fn();
		for ( const section of SECTIONS ) {
			const element = document.createElement( 'div' );
			element.id = section.id;
			document.body.appendChild( element );
		}
	} );

	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
		delete window._googlesitekitBaseData;
	} );

	const navigation = (
		sections: typeof SECTIONS = SECTIONS,
		defaultSection = 'traffic'
	) => (
		<Root registry={ registry }>
			<DashboardNavigation
				sections={ sections }
				defaultSection={ defaultSection }
				viewContext="mainDashboard"
			/>
		</Root>
	);
	const renderNavigation = () => render( navigation() );

	it( 'writes the default hash when there is none, without adding history', () => {
		const length = window.history.length;
		renderNavigation();
		expect( window.location.hash ).toBe( '#traffic' );
		expect( window.history.length ).toBe( length );
		expect(
			screen.getByRole( 'link', { name: 'Traffic' } )
		).toHaveAttribute( 'aria-current', 'true' );
	} );

	it.each( [ '#bogus', '#-nope', '#monetization' ] )(
		'falls back to the default for %s',
		( hash ) => {
			window.history.replaceState( null, '', hash );
			renderNavigation();
			expect( window.location.hash ).toBe( '#traffic' );
		}
	);

	it.each( [ '#bogus', '#monetization' ] )(
		'falls back to the default when %s is typed into an open dashboard',
		( hash ) => {
			window.history.replaceState( null, '', '#content' );
			renderNavigation();
			expect( window.location.hash ).toBe( '#content' );
			act( () => {
				window.history.replaceState( null, '', hash );
				window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
			} );
			expect( window.location.hash ).toBe( '#traffic' );
			expect(
				screen.getByRole( 'link', { name: 'Traffic' } )
			).toHaveAttribute( 'aria-current', 'true' );
		}
	);

	it( 'follows a valid hash typed into an open dashboard', () => {
		renderNavigation();
		act( () => {
			window.history.replaceState( null, '', '#speed' );
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );
		expect( window.location.hash ).toBe( '#speed' );
		expect( screen.getByRole( 'link', { name: 'Speed' } ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
	} );

	it( 'stays at the top of the page while the sections fill in, and scrolls to a section asked for', () => {
		const view = render( navigation( SECTIONS.slice( 0, 1 ) ) );
		// More widget areas become active: the default's hash is there now, and the page stays where it is.
		view.rerender( navigation() );
		expect( window.location.hash ).toBe( '#traffic' );
		expect( window.scrollTo ).not.toHaveBeenCalled();

		act( () => {
			window.history.replaceState( null, '', '#speed' );
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );
		expect( window.scrollTo ).toHaveBeenCalledTimes( 1 );
		// Back to the default: the top of the page.
		act( () => {
			window.history.replaceState( null, '', '#traffic' );
			window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		} );
		expect( window.scrollTo ).toHaveBeenLastCalledWith( {
			top: 0,
			behavior: 'auto',
		} );
	} );

	it( 'at the top of the page follows a new default section (Key metrics appearing) without scrolling to the old one', () => {
		const first = document.createElement( 'div' );
		first.id = 'key-metrics';
		document.body.prepend( first );
		const view = render( navigation() );
		expect( window.location.hash ).toBe( '#traffic' );
		view.rerender(
			navigation(
				[ { id: 'key-metrics', label: 'Key metrics' }, ...SECTIONS ],
				'key-metrics'
			)
		);
		expect( window.scrollTo ).not.toHaveBeenCalled();
		expect( window.location.hash ).toBe( '#key-metrics' );
		expect(
			screen.getByRole( 'link', { name: 'Key metrics' } )
		).toHaveAttribute( 'aria-current', 'true' );
	} );

	it( 'keeps a valid hash of an active section', () => {
		window.history.replaceState( null, '', '#speed' );
		renderNavigation();
		expect( window.location.hash ).toBe( '#speed' );
		expect( screen.getByRole( 'link', { name: 'Speed' } ) ).toHaveAttribute(
			'aria-current',
			'true'
		);
	} );

	it( 'on a chip click sets the hash, scrolls, records tab_select and sets the active context after 50 ms', () => {
		renderNavigation();
		fireEvent.click( screen.getByRole( 'link', { name: 'Content' } ) );
		expect( window.location.hash ).toBe( '#content' );
		expect( window.scrollTo ).toHaveBeenCalledWith(
			expect.objectContaining( { behavior: 'smooth' } )
		);
		expect( window._googlesitekitDataLayer ).toContainEqual(
			expect.objectContaining( {
				event: 'tab_select',
				event_category: 'mainDashboard_navigation',
				event_label: 'content',
			} )
		);
		act( () => {
			jest.advanceTimersByTime( 49 );
		} );
		expect(
			registry.select( uiStore ).getValue( ACTIVE_CONTEXT_KEY )
		).toBeUndefined();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect(
			registry.select( uiStore ).getValue( ACTIVE_CONTEXT_KEY )
		).toBe( 'content' );
	} );

	it( 'on scroll moves the hash to the section nearest the top and records tab_scroll, at most every 150 ms', () => {
		renderNavigation();
		const top = ( id: string, value: number ) => {
			(
				document.getElementById( id ) as HTMLElement
			 ).getBoundingClientRect = () => ( { top: value } ) as DOMRect;
		};
		top( 'traffic', -500 );
		top( 'content', -10 );
		top( 'speed', 400 );
		act( () => {
			window.dispatchEvent( new Event( 'scroll' ) );
		} );
		expect( window.location.hash ).toBe( '#content' );
		top( 'speed', -5 );
		act( () => {
			window.dispatchEvent( new Event( 'scroll' ) );
		} );
		expect( window.location.hash ).toBe( '#content' );
		act( () => {
			jest.advanceTimersByTime( 150 );
		} );
		expect( window.location.hash ).toBe( '#speed' );
		const scrolls = (
			( window._googlesitekitDataLayer || [] ) as TrackingEvent[]
		 ).filter( ( event ) => event.event === 'tab_scroll' );
		expect( scrolls.map( ( event ) => event.event_label ) ).toEqual( [
			'content',
			'speed',
		] );
	} );
} );

describe( 'shortenURL', () => {
	const measure = ( text: string ) => text.length * 10;

	it( 'keeps a URL that fits in two lines', () => {
		expect( shortenURL( 'http://example.org/short/', 200, measure ) ).toBe(
			'http://example.org/short/'
		);
	} );

	it( 'cuts the middle of a long URL to fit two lines of the width', () => {
		const url = `http://example.org/${ 'a'.repeat( 100 ) }/end/`;
		const short = shortenURL( url, 300, measure );
		expect( measure( short ) ).toBeLessThanOrEqual( 600 );
		expect( measure( short ) ).toBeGreaterThan( 580 );
		expect( short.startsWith( 'http://example.org/' ) ).toBe( true );
		expect( short.endsWith( '/end/' ) ).toBe( true );
		expect( short ).toContain( '…' );
	} );

	it( 'ellipsizes in the middle', () => {
		expect( ellipsizeMiddle( 'abcdefghij', 4 ) ).toBe( 'ab…ij' );
	} );
} );
