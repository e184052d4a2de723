/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import DashboardApp from '../DashboardApp';
import Root from '../../Root';
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
} );
