/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { setUpModuleTest, type ModuleTest } from '../../common/test/helpers';
import SettingsView from '../SettingsView';

describe( 'Site Verification settings', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest();
	} );

	afterEach( () => t.cleanup() );

	it.each( [
		[ true, 'Yes' ],
		[ false, 'No' ],
	] )(
		'says whether the site is verified (%s → %s)',
		async ( verified, words ) => {
			t.server.on( 'GET', 'modules/site-verification/data/settings', {
				body: { verified },
			} );
			t.render( <SettingsView /> );
			expect(
				( await screen.findByText( 'Site verified' ) )
					.nextElementSibling
			).toHaveTextContent( words );
			expect(
				screen.getByText( 'Site' ).nextElementSibling
			).toHaveTextContent( 'http://example.org/' );
		}
	);
} );
