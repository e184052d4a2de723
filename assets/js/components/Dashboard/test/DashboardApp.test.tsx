/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import DashboardApp from '../DashboardApp';
import Root from '../../Root';
import { CONTEXTS, widgetsStore } from '../../../datastore/widgets';
import {
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../widgets/test/helpers';

describe( 'DashboardApp', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'puts the header above the date-range toolbar and the after-toolbar slot (the entity’s index status) below it', async () => {
		test = setUpWidgetTest( () => ( { value: {} } ) );
		render(
			<Root registry={ test.registry }>
				<DashboardApp
					viewContext="entityDashboardViewOnly"
					entityURL="http://example.org/recipes/carrot-cake/"
					header={ <p>The page header</p> }
					afterToolbar={ <p>The index status</p> }
				/>
			</Root>
		);
		const header = screen.getByText( 'The page header' );
		const status = screen.getByText( 'The index status' );
		const toolbar = await screen.findByRole( 'combobox', {
			name: /range/i,
		} );
		// Neither contains the other: b simply comes after a.
		const following = ( a: Node, b: Node ) =>
			a.compareDocumentPosition( b ) === Node.DOCUMENT_POSITION_FOLLOWING;
		expect( following( header, toolbar ) ).toBe( true );
		expect( following( toolbar, status ) ).toBe( true );
	} );

	it( 'selects the same value while nothing changed, so @wordpress/data’s development build does not warn', async () => {
		const environment = process.env.NODE_ENV;
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => {} );
		// The check runs only in a development build (SCRIPT_DEBUG sites load one).
		process.env.NODE_ENV = 'development';
		try {
			test = setUpWidgetTest( () => ( { value: {} } ) );
			// One active area (its widget needs no module): the selection then holds a section with its areas.
			test.registry.dispatch( widgetsStore ).registerWidgetArea( {
				slug: 'traffic-test',
				title: 'Traffic test',
				priority: 1,
				contexts: [ CONTEXTS.mainTraffic ],
			} );
			test.registry.dispatch( widgetsStore ).registerWidget( {
				slug: 'test-widget',
				areas: [ 'traffic-test' ],
				width: 'full',
				priority: 1,
				modules: [],
			} );
			render(
				<Root registry={ test.registry }>
					<DashboardApp viewContext="mainDashboard" />
				</Root>
			);
			await screen.findByRole( 'combobox', { name: /range/i } );
		} finally {
			process.env.NODE_ENV = environment;
		}
		const unstable = warn.mock.calls.filter( ( [ message ] ) =>
			String( message ).includes( 'returns different values' )
		);
		warn.mockRestore();
		expect( unstable ).toEqual( [] );
	} );
} );
