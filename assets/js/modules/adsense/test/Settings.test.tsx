/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { adsenseStore } from '../store';
import {
	moduleFixture,
	setUpModuleTest,
	type ModuleTest,
} from '../../common/test/helpers';
import SettingsEdit from '../SettingsEdit';
import SettingsView from '../SettingsView';

const SETTINGS = 'modules/adsense/data/settings';

describe( 'AdSense settings', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest( {
			modules: [
				moduleFixture( 'adsense', {
					checkRequirementsError: {
						code: 'adsense_site_not_public',
						message: 'AdSense needs a public site.',
					},
				} ),
			],
		} );
		t.server.on( 'GET', SETTINGS, {
			body: {
				accountID: 'pub-111',
				clientID: 'ca-pub-111',
				useSnippet: true,
				accountStatus: '',
				siteStatus: '',
				ownerID: 1,
			},
		} );
		t.server.on( 'GET', 'modules/adsense/data/accounts', {
			body: [
				{
					_id: 'pub-111',
					name: 'accounts/pub-111',
					displayName: 'Alex',
					timeZone: null,
				},
				{
					_id: 'pub-222',
					name: 'accounts/pub-222',
					displayName: 'Side',
					timeZone: null,
				},
			],
		} );
	} );

	afterEach( () => t.cleanup() );

	it( 'shows the publisher, the client, the snippet in words and the requirements warning', async () => {
		t.render( <SettingsView /> );
		expect(
			( await screen.findByText( 'Publisher ID' ) ).nextElementSibling
		).toHaveTextContent( 'pub-111' );
		expect(
			screen.getByText( 'Client ID' ).nextElementSibling
		).toHaveTextContent( 'ca-pub-111' );
		expect(
			screen.getByText( 'Auto ads snippet placed' ).nextElementSibling
		).toHaveTextContent( 'Yes' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'AdSense needs a public site.'
		);
	} );

	it( 'edits the account (with its client) and the snippet in the store', async () => {
		t.render( <SettingsEdit /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Account',
		} );
		expect( select ).toHaveValue( 'pub-111' );
		await userEvent.selectOptions( select, 'Side (pub-222)' );
		await userEvent.click( screen.getByRole( 'checkbox' ) );

		expect( t.registry.select( adsenseStore ).getSettings() ).toMatchObject(
			{
				accountID: 'pub-222',
				clientID: 'ca-pub-222',
				useSnippet: false,
			}
		);
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( t.server.requestsTo( 'POST', SETTINGS ) ).toHaveLength( 0 );
	} );
} );
