/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
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
const DOMAIN_TOKEN = 'modules/site-verification/data/domain-token';
const VERIFY_DOMAIN = 'modules/site-verification/data/verify-domain';

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

	it( 'offers a domain property listed alone, never offers to add the site, and saves it', async () => {
		serve();
		t.server.on( 'GET', MATCHED, {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteFullUser',
				},
			],
		} );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Property',
		} );
		expect( select ).toHaveValue( 'sc-domain:example.org' );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'example.org (domain property)' ] );
		expect(
			screen.getByText( /A domain property holds every subdomain/ )
		).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure Search Console' } )
		);
		await waitFor( () => expect( finishSetup ).toHaveBeenCalledTimes( 1 ) );
		expect(
			t.server.requestsTo( 'POST', 'modules/search-console/data/site' )
		).toHaveLength( 0 );
		expect( t.server.requestsTo( 'POST', SETTINGS )[ 0 ].body ).toEqual( {
			data: { propertyID: 'sc-domain:example.org' },
		} );
	} );

	it( 'offers both kinds when both cover the site, the URL-prefix property first, and nothing to add', async () => {
		serve();
		t.server.on( 'GET', MATCHED, {
			body: [
				{ siteURL: HOME_URL, permissionLevel: 'siteRestrictedUser' },
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
		expect( select ).toHaveValue( HOME_URL );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ HOME_URL, 'example.org (domain property)' ] );
		expect( screen.queryByText( /Add .* to Search Console/ ) ).toBeNull();
	} );

	it( 'does not offer properties the user is an unverified user of, and says why', async () => {
		serve();
		t.server.on( 'GET', MATCHED, {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteOwner',
				},
				{ siteURL: HOME_URL, permissionLevel: 'siteUnverifiedUser' },
			],
		} );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Property',
		} );
		expect( select ).toHaveValue( 'sc-domain:example.org' );
		expect(
			screen
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'example.org (domain property)' ] );
		const notice = screen.getByText(
			/listed on these Search Console properties as an unverified user/
		).parentElement as HTMLElement;
		expect( within( notice ).getByRole( 'listitem' ) ).toHaveTextContent(
			HOME_URL
		);
		expect(
			screen.queryByRole( 'region', { name: 'Verify your domain' } )
		).toBeNull();
	} );

	it( 'explains DNS verification when the only property is an unverified domain, and reads the properties again once Google verified it', async () => {
		serve();
		t.server.on( 'GET', MATCHED, {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteUnverifiedUser',
				},
			],
		} );
		t.server.on( 'GET', DOMAIN_TOKEN, {
			body: {
				domain: 'example.org',
				method: 'DNS_TXT',
				token: 'google-site-verification=Zq3dT0k3n',
			},
		} );
		t.server.on(
			'POST',
			VERIFY_DOMAIN,
			restError(
				'badRequest',
				'The necessary verification token could not be found on your site.',
				{ status: 400 }
			)
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );

		const region = await screen.findByRole( 'region', {
			name: 'Verify your domain',
		} );
		expect(
			await within( region ).findByText(
				'google-site-verification=Zq3dT0k3n'
			)
		).toBeInTheDocument();
		expect(
			t.server.requestsTo( 'GET', DOMAIN_TOKEN )[ 0 ].query
		).toMatchObject( { domain: 'example.org' } );
		expect(
			screen.queryByRole( 'combobox', { name: 'Property' } )
		).toBeNull();
		expect(
			screen.getByText(
				/Or let Site Kit add http:\/\/example\.org\/ to Search Console/
			)
		).toBeInTheDocument();

		await userEvent.click(
			within( region ).getByRole( 'button', { name: 'Check again' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Google could not verify example.org yet: The necessary verification token could not be found on your site.'
		);

		t.server.on( 'POST', VERIFY_DOMAIN, {
			body: {
				verified: true,
				identifier: 'example.org',
				type: 'INET_DOMAIN',
			},
		} );
		t.server.on( 'GET', MATCHED, {
			body: [
				{
					siteURL: 'sc-domain:example.org',
					permissionLevel: 'siteOwner',
				},
			],
		} );
		await userEvent.click(
			within( region ).getByRole( 'button', { name: 'Check again' } )
		);
		expect(
			await screen.findByRole( 'combobox', { name: 'Property' } )
		).toHaveValue( 'sc-domain:example.org' );
		expect(
			t.server.requestsTo( 'POST', VERIFY_DOMAIN )[ 1 ].body
		).toEqual( { data: { domain: 'example.org' } } );
		expect(
			screen.queryByRole( 'region', { name: 'Verify your domain' } )
		).toBeNull();
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
