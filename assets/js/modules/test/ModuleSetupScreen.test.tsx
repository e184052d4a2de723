/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import ModuleSetupScreen from '../../components/ModuleSetup/ModuleSetupScreen';
import { setUpModuleTest, type ModuleTest } from '../common/test/helpers';

describe( 'the module setup screen with the registered modules', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest();
	} );

	afterEach( () => t.cleanup() );

	it( 'shows a module’s setup and goes to the dashboard when it is done', async () => {
		t.render( <ModuleSetupScreen slug="pagespeed-insights" /> );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Set up PageSpeed Insights',
			} )
		).toBeInTheDocument();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Continue' } )
		);
		expect( t.navigations ).toEqual( [
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard',
		] );
	} );
} );
