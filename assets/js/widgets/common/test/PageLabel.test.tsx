/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Root from '../../../components/Root';
import PageLabel from '../PageLabel';
import {
	HOME_URL,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../test/helpers';

describe( 'a page in a report’s table', () => {
	let test: WidgetTest | undefined;

	beforeEach( () => {
		test = setUpWidgetTest( () => ( { value: {} } ) );
	} );

	afterEach( () => tearDownWidgetTest( test ) );

	function renderLabel( page: string, title?: string ) {
		return render(
			<Root registry={ ( test as WidgetTest ).registry }>
				<PageLabel page={ page } title={ title } />
			</Root>
		);
	}

	it( 'links a page of the site to its detailed stats', async () => {
		renderLabel( '/recipes/carrot-cake/', 'Carrot cake' );
		const link = screen.getByRole( 'link', { name: 'Carrot cake' } );
		await waitFor( () =>
			expect( link.getAttribute( 'href' ) ).toContain(
				encodeURIComponent( `${ HOME_URL }/recipes/carrot-cake/` )
			)
		);
	} );

	it( 'shows a page of another host as plain text, with what the service that reports such rows says of them', () => {
		renderLabel( 'https://shop.example.org/cart/' );
		expect( screen.queryByRole( 'link' ) ).toBeNull();
		const label = screen.getByText( /cart/ );
		expect( label.getAttribute( 'title' ) ).toBe(
			'https://shop.example.org/cart/\nA page of another host covered by your Search Console property.'
		);
	} );

	it( 'shows a provider’s placeholder as plain text with its explanation', () => {
		renderLabel( '(not set)' );
		expect( screen.queryByRole( 'link' ) ).toBeNull();
		expect(
			screen.getByText( /Analytics received no value for this/ )
		).toBeInTheDocument();
	} );
} );
