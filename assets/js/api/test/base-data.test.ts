/**
 * Internal dependencies
 */
import { getBaseData } from '../base-data';

describe( 'getBaseData', () => {
	afterEach( () => {
		delete window._googlesitekitBaseData;
	} );

	it( 'reads what the PHP side printed into the page', () => {
		window._googlesitekitBaseData = {
			screen: 'googlesitekit-settings',
			pages: {
				dashboard:
					'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard',
			},
		};
		const data = getBaseData();
		expect( data.screen ).toBe( 'googlesitekit-settings' );
		expect( data.pages.dashboard ).toBe(
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard'
		);
	} );

	it( 'falls back to safe defaults when the page printed nothing', () => {
		const data = getBaseData();
		expect( data.pluginVersion ).toBe( '1.99.0' );
		expect( data.pages ).toEqual( {} );
		expect( data.isConnected ).toBe( false );
	} );
} );
