/**
 * Internal dependencies
 */
import { createTestRegistry } from '../../registry';
import { locationStore, setAssignLocation } from '..';

describe( 'core/location', () => {
	let assigned: string[];
	let restore: () => void;

	beforeEach( () => {
		assigned = [];
		restore = setAssignLocation( ( url ) => assigned.push( url ) );
	} );

	afterEach( () => restore() );

	it( 'marks the navigation as under way, then changes the page', async () => {
		const registry = createTestRegistry();
		const url =
			'http://example.org/wp-admin/admin.php?page=googlesitekit-splash&context=revoked';
		expect( registry.select( locationStore ).isNavigating() ).toBe( false );

		await expect(
			registry.dispatch( locationStore ).navigateTo( url )
		).resolves.toBe( true );

		const select = registry.select( locationStore );
		expect( assigned ).toEqual( [ url ] );
		expect( select.isNavigating() ).toBe( true );
		expect( select.isNavigatingTo( url ) ).toBe( true );
		expect( select.isNavigatingTo( /page=googlesitekit-splash/ ) ).toBe(
			true
		);
		expect( select.isNavigatingTo( 'http://example.org/' ) ).toBe( false );
		expect( select.isNavigatingTo( /googlesitekit-settings/ ) ).toBe(
			false
		);
	} );

	it( 'refuses a URL that is not http(s)', async () => {
		const registry = createTestRegistry();
		await expect(
			registry
				.dispatch( locationStore )
				.navigateTo( 'javascript:alert(1)' )
		).resolves.toBe( false );
		expect( assigned ).toEqual( [] );
		expect( registry.select( locationStore ).isNavigating() ).toBe( false );
	} );
} );
