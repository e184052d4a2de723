/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	CONNECT_URL,
	HOME_URL,
	SCOPES,
	holdRequests,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../common/test/helpers';
import SetupMain from '../SetupMain';

const SETTINGS = 'modules/search-console/data/settings';
const VERIFICATION = 'modules/site-verification/data/verification';
const VERIFY = 'modules/site-verification/data/verify';
const MATCHED = 'modules/search-console/data/matched-sites';

describe( 'Search Console setup', () => {
	let t: ModuleTest;
	let finishSetup: jest.Mock;

	function serve( { verified = true } = {} ) {
		t.server.on( 'GET', SETTINGS, { body: { propertyID: '' } } );
		t.server.on( 'POST', SETTINGS, ( request ) => ( {
			body: ( request.body as { data: object } ).data,
		} ) );
		t.server.on( 'GET', VERIFICATION, {
			body: { verified, identifier: HOME_URL },
		} );
		t.server.on( 'POST', VERIFY, {
			body: { verified: true, identifier: HOME_URL },
		} );
		t.server.on( 'GET', MATCHED, {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteOwner',
				},
				{ siteURL: HOME_URL, permissionLevel: 'siteOwner' },
			],
		} );
	}

	beforeEach( () => {
		t = setUpModuleTest();
		finishSetup = jest.fn();
	} );

	afterEach( () => t.cleanup() );

	it( 'verifies the site first, preselects the property of the home URL and saves it', async () => {
		serve( { verified: false } );
		t.render( <SetupMain finishSetup={ finishSetup } /> );

		const select = await screen.findByRole( 'combobox', {
			name: 'Property',
		} );
		expect( t.server.requestsTo( 'POST', VERIFY ) ).toHaveLength( 1 );
		expect( select ).toHaveValue( HOME_URL );
		expect(
			screen.getByRole( 'option', {
				name: 'example.org (domain property)',
			} )
		).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure Search Console' } )
		);

		await waitFor( () => expect( finishSetup ).toHaveBeenCalledTimes( 1 ) );
		expect( t.server.requestsTo( 'POST', SETTINGS )[ 0 ].body ).toEqual( {
			data: { propertyID: HOME_URL },
		} );
	} );

	it( 'shows the verification under way', async () => {
		serve( { verified: false } );
		const release = holdRequests( 'site-verification/data/verify' );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect(
			await screen.findByRole( 'progressbar', {
				name: 'Verifying your ownership of this site with Google…',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'combobox', { name: 'Property' } )
		).not.toBeInTheDocument();
		release();
		await screen.findByRole( 'combobox', { name: 'Property' } );
	} );

	it( 'does not verify again a site Google already lists as the user’s', async () => {
		serve( { verified: true } );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await screen.findByRole( 'combobox', { name: 'Property' } );
		expect( t.server.requestsTo( 'GET', VERIFICATION ) ).toHaveLength( 1 );
		expect( t.server.requestsTo( 'POST', VERIFY ) ).toHaveLength( 0 );
	} );

	it( 'saves another property the user picks', async () => {
		serve();
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await userEvent.selectOptions(
			await screen.findByRole( 'combobox', { name: 'Property' } ),
			'example.org (domain property)'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure Search Console' } )
		);
		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect( t.server.requestsTo( 'POST', SETTINGS )[ 0 ].body ).toEqual( {
			data: { propertyID: 'sc-domain:example.org' },
		} );
	} );

	it( 'adds the site to Search Console when the user has no property for it', async () => {
		serve();
		t.server.on( 'GET', MATCHED, { body: [] } );
		t.server.on( 'POST', 'modules/search-console/data/site', {
			body: { siteURL: HOME_URL, permissionLevel: 'siteOwner' },
		} );
		t.render( <SetupMain finishSetup={ finishSetup } /> );

		expect(
			await screen.findByText(
				'Your Google account has no Search Console property for http://example.org/ yet. Site Kit will add it for you.'
			)
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure Search Console' } )
		);

		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect(
			t.server.requestsTo(
				'POST',
				'modules/search-console/data/site'
			)[ 0 ].body
		).toEqual( { data: { siteURL: HOME_URL } } );
		expect( t.server.requestsTo( 'POST', SETTINGS )[ 0 ].body ).toEqual( {
			data: { propertyID: HOME_URL },
		} );
	} );

	it( 'offers to add the home URL next to a domain property', async () => {
		serve();
		t.server.on( 'GET', MATCHED, {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteOwner',
				},
			],
		} );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Property',
		} );
		expect( select ).toHaveValue( 'sc-domain:example.org' );
		expect(
			screen.getByRole( 'option', {
				name: 'Add http://example.org/ to Search Console',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows why verification failed and tries again on request', async () => {
		serve( { verified: false } );
		t.server.on(
			'POST',
			VERIFY,
			restError( 'internal_server_error', 'backendError' )
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: There was a critical error on this website while fetching data.'
		);
		t.server.on( 'POST', VERIFY, {
			body: { verified: true, identifier: HOME_URL },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		await screen.findByRole( 'combobox', { name: 'Property' } );
		expect( t.server.requestsTo( 'POST', VERIFY ) ).toHaveLength( 2 );
	} );

	it( 'shows why the properties could not be read, and reads them again', async () => {
		serve();
		t.server.on(
			'GET',
			MATCHED,
			restError(
				'invalid_json',
				'The response is not a valid JSON response.'
			)
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: The server provided an invalid response.'
		);
		serve();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		expect(
			await screen.findByRole( 'combobox', { name: 'Property' } )
		).toHaveValue( HOME_URL );
	} );

	it( 'keeps the chosen property and shows the error when saving fails', async () => {
		serve();
		t.server.on(
			'POST',
			SETTINGS,
			restError(
				'rest_invalid_param',
				'Invalid parameter(s): propertyID',
				{
					status: 400,
				}
			)
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Property',
		} );
		await userEvent.selectOptions(
			select,
			'example.org (domain property)'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure Search Console' } )
		);

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: Invalid parameter(s): propertyID'
		);
		expect( finishSetup ).not.toHaveBeenCalled();
		expect( select ).toHaveValue( 'sc-domain:example.org' );
		expect(
			screen.getByRole( 'button', { name: 'Configure Search Console' } )
		).toBeEnabled();
	} );

	it( 'asks for the Search Console permission, coming back to this screen', async () => {
		t.cleanup();
		t = setUpModuleTest( { grantedScopes: [ SCOPES.siteVerification ] } );
		serve();
		t.render( <SetupMain finishSetup={ finishSetup } /> );

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Grant permission' } )
		);
		expect( t.navigations ).toHaveLength( 1 );
		const url = new URL( t.navigations[ 0 ] );
		expect( t.navigations[ 0 ].startsWith( CONNECT_URL ) ).toBe( true );
		expect( url.searchParams.getAll( 'additional_scopes[]' ) ).toEqual( [
			SCOPES.searchConsole,
		] );
		expect( url.searchParams.get( 'redirect' ) ).toBe(
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=search-console&reAuth=true'
		);
		expect( t.server.requestsTo( 'GET', MATCHED ) ).toHaveLength( 0 );
	} );
} );
