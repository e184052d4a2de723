/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	moduleFixture,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../common/test/helpers';
import SetupMain from '../SetupMain';

const SETTINGS = 'modules/adsense/data/settings';
const ACCOUNTS = 'modules/adsense/data/accounts';
const CLIENTS = 'modules/adsense/data/adclients';

const account = ( pub: string, displayName: string ) => ( {
	_id: pub,
	name: `accounts/${ pub }`,
	displayName,
	timeZone: { id: 'Etc/UTC' },
} );

describe( 'AdSense setup', () => {
	let t: ModuleTest;
	let finishSetup: jest.Mock;

	function serve() {
		t.server.on( 'GET', SETTINGS, {
			body: {
				accountID: '',
				clientID: '',
				useSnippet: true,
				accountStatus: '',
				siteStatus: '',
				ownerID: 0,
			},
		} );
		t.server.on( 'POST', SETTINGS, ( request ) => ( {
			body: ( request.body as { data: object } ).data,
		} ) );
		t.server.on( 'GET', ACCOUNTS, {
			body: [
				account( 'pub-111', 'Alex Rivera' ),
				account( 'pub-222', 'Side project' ),
			],
		} );
		t.server.on( 'GET', CLIENTS, ( request ) => ( {
			body: [
				{
					_id: `ca-${ request.query.accountID }`,
					name: `accounts/${ request.query.accountID }/adclients/ca-${ request.query.accountID }`,
					productCode: 'AFC',
					state: 'READY',
				},
			],
		} ) );
	}

	const saved = () =>
		(
			t.server.requestsTo( 'POST', SETTINGS )[ 0 ]?.body as {
				data: object;
			}
		 )?.data;

	beforeEach( () => {
		t = setUpModuleTest();
		finishSetup = jest.fn();
		serve();
	} );

	afterEach( () => t.cleanup() );

	it( 'preselects the first account and saves it with its client and the snippet', async () => {
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Account',
		} );
		expect( select ).toHaveValue( 'pub-111' );
		expect(
			screen.getByRole( 'option', { name: 'Side project (pub-222)' } )
		).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure AdSense' } )
		);
		await waitFor( () => expect( finishSetup ).toHaveBeenCalledTimes( 1 ) );
		expect(
			t.server.requestsTo( 'GET', CLIENTS )[ 0 ].query
		).toMatchObject( {
			accountID: 'pub-111',
		} );
		expect( saved() ).toMatchObject( {
			accountID: 'pub-111',
			clientID: 'ca-pub-111',
			useSnippet: true,
		} );
	} );

	it( 'saves another account with the snippet off', async () => {
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await userEvent.selectOptions(
			await screen.findByRole( 'combobox', { name: 'Account' } ),
			'Side project (pub-222)'
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Place the AdSense code on your site (Auto ads)',
			} )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure AdSense' } )
		);
		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect( saved() ).toMatchObject( {
			accountID: 'pub-222',
			clientID: 'ca-pub-222',
			useSnippet: false,
		} );
	} );

	it( 'shows the requirements warning of the module list', async () => {
		t.cleanup();
		t = setUpModuleTest( {
			modules: [
				moduleFixture( 'adsense', {
					checkRequirementsError: {
						code: 'adsense_site_not_public',
						message:
							'AdSense needs a site that is reachable on the internet.',
					},
				} ),
			],
		} );
		serve();
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'AdSense needs a site that is reachable on the internet.'
		);
		expect(
			await screen.findByRole( 'combobox', { name: 'Account' } )
		).toBeInTheDocument();
	} );

	it( 'tells a user without an account where to sign up', async () => {
		t.server.on( 'GET', ACCOUNTS, { body: [] } );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect(
			await screen.findByRole( 'link', {
				name: 'Sign up for AdSense (opens in a new tab)',
			} )
		).toHaveAttribute( 'href', 'https://adsense.google.com/start/' );
		expect(
			screen.queryByRole( 'button', { name: 'Configure AdSense' } )
		).not.toBeInTheDocument();
	} );

	it( 'keeps the account and saves nothing when the ad clients cannot be read', async () => {
		t.server.on( 'GET', CLIENTS, restError( 'internal_server_error' ) );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		const select = await screen.findByRole( 'combobox', {
			name: 'Account',
		} );
		await userEvent.selectOptions( select, 'Side project (pub-222)' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Configure AdSense' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: There was a critical error on this website while fetching data.'
		);
		expect( t.server.requestsTo( 'POST', SETTINGS ) ).toHaveLength( 0 );
		expect( select ).toHaveValue( 'pub-222' );
		expect( finishSetup ).not.toHaveBeenCalled();
	} );

	it( 'shows why the accounts could not be read', async () => {
		t.server.on(
			'GET',
			ACCOUNTS,
			restError( 'invalid_json', 'Unexpected token <' )
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: The server provided an invalid response.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Try again' } )
		).toBeInTheDocument();
	} );
} );
