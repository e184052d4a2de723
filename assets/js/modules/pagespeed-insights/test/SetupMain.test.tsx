/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { setUpModuleTest, type ModuleTest } from '../../common/test/helpers';
import SettingsView from '../SettingsView';
import SetupMain from '../SetupMain';

describe( 'PageSpeed Insights', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest();
	} );

	afterEach( () => t.cleanup() );

	it( 'has nothing to set up: Continue finishes the setup', async () => {
		const finishSetup = jest.fn();
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Continue' } )
		);
		expect( finishSetup ).toHaveBeenCalledTimes( 1 );
		expect(
			t.server.requests.filter( ( request ) =>
				request.path.includes( 'pagespeed' )
			)
		).toHaveLength( 0 );
	} );

	it( 'shows why it cannot start when the module list could not be read', async () => {
		t.server.on( 'GET', 'core/modules/data/list', {
			status: 500,
			body: {
				code: 'internal_server_error',
				message: 'backendError',
				data: { status: 500 },
			},
		} );
		t.render( <SetupMain finishSetup={ jest.fn() } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: There was a critical error on this website while fetching data.'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Continue' } )
		).not.toBeInTheDocument();
	} );

	it( 'says in its settings that there are none, naming the site', async () => {
		t.render( <SettingsView /> );
		expect(
			await screen.findByText(
				'PageSpeed Insights has no settings. It tests the pages of http://example.org/ when you open the Speed section of the dashboard.'
			)
		).toBeInTheDocument();
	} );
} );
