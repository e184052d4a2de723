/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { userStore } from '../../../datastore/user';
import {
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import FeatureTour, {
	TOUR_BODY_CLASS,
	TOUR_MIN_VIEWPORT_WIDTH,
	tourDismissalSlug,
} from '../FeatureTour';
import { positionFor } from '../position';
import type { FeatureTourDefinition } from '../types';

const TOUR: FeatureTourDefinition = {
	slug: 'demo',
	gaEventCategory: 'mainDashboard_demo',
	steps: [
		{ target: '.first', title: 'First step', content: 'One.' },
		{ target: '.second', title: 'Second step', content: 'Two.' },
	],
};

describe( 'FeatureTour', () => {
	let t: ModuleTest;
	let dismissed: string[];
	const width = window.innerWidth;

	beforeEach( () => {
		t = setUpModuleTest();
		dismissed = [];
		t.server.on( 'GET', 'core/user/data/dismissed-items', () => ( {
			body: dismissed,
		} ) );
		t.server.on( 'POST', 'core/user/data/dismiss-item', ( request ) => {
			dismissed = [
				...dismissed,
				( request.body as { data: { slug: string } } ).data.slug,
			];
			return { body: dismissed };
		} );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			trackingEnabled: true,
		};
		window._googlesitekitDataLayer = [];
	} );

	afterEach( () => {
		t.cleanup();
		delete window._googlesitekitDataLayer;
		window.innerWidth = width;
	} );

	const events = () =>
		(
			window._googlesitekitDataLayer as Array< {
				event: string;
				event_category: string;
				event_label: string;
			} >
		 ).map( ( event ) => `${ event.event } ${ event.event_label }` );

	const renderTour = () =>
		t.render(
			<>
				<button className="first">First</button>
				<button className="second">Second</button>
				<FeatureTour tour={ TOUR } />
			</>
		);

	it( 'steps forward and back, then on finishing is dismissed for good and takes the page class away', async () => {
		renderTour();
		const first = await screen.findByRole( 'dialog', {
			name: 'First step',
		} );
		expect( document.body ).toHaveClass( TOUR_BODY_CLASS );
		expect( first ).toHaveTextContent( '1 of 2' );
		await userEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		expect(
			screen.getByRole( 'dialog', { name: 'Second step' } )
		).toBeInTheDocument();
		await userEvent.click( screen.getByRole( 'button', { name: 'Back' } ) );
		expect(
			screen.getByRole( 'dialog', { name: 'First step' } )
		).toBeInTheDocument();
		await userEvent.click( screen.getByRole( 'button', { name: 'Next' } ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Got it' } )
		);

		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( document.body ).not.toHaveClass( TOUR_BODY_CLASS );
		await waitFor( () =>
			expect( dismissed ).toEqual( [ tourDismissalSlug( 'demo' ) ] )
		);
		expect( events() ).toEqual( [
			'feature_tooltip_view demo:1',
			'feature_tooltip_advance demo:1',
			'feature_tooltip_view demo:2',
			'feature_tooltip_return demo:2',
			'feature_tooltip_view demo:1',
			'feature_tooltip_advance demo:1',
			'feature_tooltip_view demo:2',
			'feature_tooltip_complete demo:2',
		] );
	} );

	it( 'closes with Escape as a dismissal', async () => {
		renderTour();
		await screen.findByRole( 'dialog', { name: 'First step' } );
		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		await waitFor( () => expect( dismissed ).toEqual( [ 'tour_demo' ] ) );
		expect( events() ).toContain( 'feature_tooltip_dismiss demo:1' );
	} );

	it( 'does not run once dismissed', async () => {
		dismissed = [ 'tour_demo' ];
		renderTour();
		await waitFor( () =>
			expect(
				t.registry.select( userStore ).getDismissedItems()
			).toEqual( [ 'tour_demo' ] )
		);
		await act( async () => undefined );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'does not run on a viewport narrower than 783 px', async () => {
		window.innerWidth = TOUR_MIN_VIEWPORT_WIDTH - 1;
		renderTour();
		await waitFor( () =>
			expect(
				t.registry.select( userStore ).getDismissedItems()
			).toEqual( [] )
		);
		await act( async () => undefined );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( events() ).toEqual( [] );
	} );

	it( 'waits for its target to be on the page', async () => {
		t.render( <FeatureTour tour={ TOUR } /> );
		await waitFor( () =>
			expect(
				t.registry.select( userStore ).getDismissedItems()
			).toEqual( [] )
		);
		await act( async () => undefined );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( document.body ).not.toHaveClass( TOUR_BODY_CLASS );
	} );
} );

describe( 'positionFor', () => {
	function element( rect: Partial< DOMRect > ): HTMLElement {
		const node = document.createElement( 'div' );
		document.body.appendChild( node );
		const full = { top: 0, left: 0, width: 0, height: 0, ...rect };
		node.getBoundingClientRect = () =>
			( {
				...full,
				right: full.left + full.width,
				bottom: full.top + full.height,
			} ) as DOMRect;
		return node;
	}

	beforeEach( () => {
		Object.defineProperty( document.documentElement, 'clientWidth', {
			configurable: true,
			value: 1280,
		} );
	} );

	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'puts the bubble under its target when nothing is in the way', () => {
		const target = element( {
			top: 40,
			left: 1100,
			width: 80,
			height: 36,
		} );
		expect( positionFor( target, [], 180 ) ).toMatchObject( {
			top: 88,
			left: 1280 - 320 - 8,
		} );
	} );

	it( 'puts the bubble under the sticky header that holds its target, so its arrow shows', () => {
		const header = element( {
			top: 32,
			left: 160,
			width: 1120,
			height: 64,
		} );
		header.className = 'googlesitekit-header';
		const target = document.createElement( 'button' );
		header.appendChild( target );
		target.getBoundingClientRect = () =>
			( {
				top: 48,
				left: 1047,
				width: 84,
				height: 32,
				right: 1131,
				bottom: 80,
			} ) as DOMRect;
		const { top, arrowLeft, left } = positionFor( target, [], 180 );
		expect( top ).toBe( 96 + 12 );
		// The arrow still sits under the button's middle.
		expect( left + arrowLeft + 6 ).toBe( 1047 + 42 );
	} );

	it( 'moves the bubble beside the date range it would cover', () => {
		// The Share button in the header, the date range just below it on the right.
		const target = element( {
			top: 40,
			left: 1100,
			width: 80,
			height: 36,
		} );
		const picker = element( {
			top: 110,
			left: 900,
			width: 360,
			height: 40,
		} );
		const { top, left } = positionFor( target, [ picker ], 180 );
		expect( left + 320 ).toBeLessThanOrEqual( 900 - 8 );
		expect( top ).toBe( 88 );
	} );

	it( 'goes below the date range when there is no room beside it', () => {
		const target = element( { top: 40, left: 200, width: 80, height: 36 } );
		const picker = element( {
			top: 110,
			left: 100,
			width: 360,
			height: 40,
		} );
		expect( positionFor( target, [ picker ], 180 ).top ).toBe( 150 + 12 );
	} );

	it( 'may point at an element inside the one to avoid', () => {
		const picker = element( {
			top: 110,
			left: 900,
			width: 360,
			height: 40,
		} );
		const select = document.createElement( 'select' );
		picker.appendChild( select );
		select.getBoundingClientRect = () =>
			( {
				top: 110,
				left: 900,
				width: 180,
				height: 40,
				right: 1080,
				bottom: 150,
			} ) as DOMRect;
		expect( positionFor( select, [ picker ], 180 ).top ).toBe( 162 );
	} );
} );
