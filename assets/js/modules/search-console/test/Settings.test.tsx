/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { searchConsoleStore } from '../store';
import {
	HOME_URL,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../common/test/helpers';
import SettingsEdit from '../SettingsEdit';
import SettingsView from '../SettingsView';

const SETTINGS = 'modules/search-console/data/settings';

describe( 'Search Console settings', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest();
		t.server.on( 'GET', SETTINGS, {
			body: { propertyID: 'sc-domain:example.org', ownerID: 1 },
		} );
		t.server.on( 'GET', 'modules/search-console/data/matched-sites', {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteOwner',
				},
				{ siteURL: HOME_URL, permissionLevel: 'siteOwner' },
			],
		} );
	} );

	afterEach( () => t.cleanup() );

	it( 'shows the connected property in words with a link to it', async () => {
		t.render( <SettingsView /> );
		expect(
			await screen.findByText( 'example.org (domain property)' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', {
				name: 'Open in Search Console (opens in a new tab)',
			} )
		).toHaveAttribute(
			'href',
			'https://search.google.com/search-console?resource_id=sc-domain%3Aexample.org'
		);
	} );

	it( 'shows why the settings could not be read', async () => {
		t.server.on( 'GET', SETTINGS, restError( 'internal_server_error' ) );
		t.render( <SettingsView /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: There was a critical error on this website while fetching data.'
		);
	} );

	it( 'edits the property in the store, with no save button of its own', async () => {
		t.render( <SettingsEdit /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Property',
		} );
		expect( select ).toHaveValue( 'sc-domain:example.org' );

		await userEvent.selectOptions( select, HOME_URL );

		const store = t.registry.select( searchConsoleStore );
		expect( store.getSettings() ).toMatchObject( { propertyID: HOME_URL } );
		expect( store.haveSettingsChanged() ).toBe( true );
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( t.server.requestsTo( 'POST', SETTINGS ) ).toHaveLength( 0 );
	} );

	it( 'does not offer a property the user is an unverified user of', async () => {
		t.server.on( 'GET', 'modules/search-console/data/matched-sites', {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteOwner',
				},
				{ siteURL: HOME_URL, permissionLevel: 'siteUnverifiedUser' },
			],
		} );
		t.render( <SettingsEdit /> );
		await screen.findByRole( 'combobox', { name: 'Property' } );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'example.org (domain property)' ] );
	} );

	it( 'keeps a saved property Google no longer lists selectable', async () => {
		t.server.on( 'GET', 'modules/search-console/data/matched-sites', {
			body: [ { siteURL: HOME_URL, permissionLevel: 'siteOwner' } ],
		} );
		t.render( <SettingsEdit /> );
		expect(
			await screen.findByRole( 'combobox', { name: 'Property' } )
		).toHaveValue( 'sc-domain:example.org' );
	} );

	it( 'shows the validation error of the store', async () => {
		t.server.on( 'GET', SETTINGS, { body: { propertyID: '' } } );
		t.render( <SettingsEdit /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Select a Search Console property.'
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Property' } ),
			HOME_URL
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument()
		);
	} );
} );
