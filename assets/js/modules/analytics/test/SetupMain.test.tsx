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
	SCOPES,
	authenticationFixture,
	moduleFixture,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../common/test/helpers';
import SetupMain from '../SetupMain';
import { ACCOUNTS, SAVED, STREAMS } from './fixtures';

const SETTINGS = 'modules/analytics/data/settings';
const SUMMARIES = 'modules/analytics/data/account-summaries';
const STREAMS_ROUTE = 'modules/analytics/data/webdatastreams';
const CREATE_PROPERTY = 'modules/analytics/data/create-property';
const CREATE_STREAM = 'modules/analytics/data/create-webdatastream';
const SETUP_URL =
	'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=analytics&reAuth=true';
const RECONNECT_URL = `http://example.org/wp-admin/admin-post.php?action=googlesitekit_connect&_wpnonce=n0nce&additional_scopes%5B0%5D=${ encodeURIComponent(
	SCOPES.analyticsEdit
) }`;

const missingScopes = () =>
	restError(
		'missing_required_scopes',
		'Site Kit needs more permissions from your Google account to show Analytics data.',
		{
			status: 403,
			scopes: [ SCOPES.analyticsEdit ],
			reconnectURL: RECONNECT_URL,
		}
	);

describe( 'Analytics setup', () => {
	let t: ModuleTest;
	let finishSetup: jest.Mock;

	function serve() {
		t.server.on( 'GET', SETTINGS, { body: SAVED } );
		t.server.on( 'POST', SETTINGS, ( request ) => ( {
			body: ( request.body as { data: object } ).data,
		} ) );
		t.server.on( 'GET', SUMMARIES, { body: ACCOUNTS } );
		t.server.on( 'GET', STREAMS_ROUTE, ( request ) => ( {
			body: STREAMS[ request.query.propertyID ] ?? [],
		} ) );
		t.server.on( 'POST', CREATE_PROPERTY, {
			body: {
				_id: '555',
				name: 'properties/555',
				displayName: 'Harvest & Hearth',
				timeZone: 'Etc/UTC',
				parent: 'accounts/101',
			},
		} );
		t.server.on( 'POST', CREATE_STREAM, {
			body: {
				_id: '777',
				name: 'properties/555/dataStreams/777',
				type: 'WEB_DATA_STREAM',
				displayName: 'example.org',
				webStreamData: {
					measurementId: 'G-NEW777',
					defaultUri: 'http://example.org/',
				},
			},
		} );
	}

	const field = ( name: string ) => screen.getByRole( 'combobox', { name } );
	const configure = () =>
		userEvent.click(
			screen.getByRole( 'button', { name: 'Configure Analytics' } )
		);
	const savedSettings = () =>
		(
			t.server.requestsTo( 'POST', SETTINGS )[ 0 ]?.body as
				| { data: object }
				| undefined
		 )?.data;

	async function renderReady() {
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
	}

	beforeEach( () => {
		t = setUpModuleTest( {
			grantedScopes: [ SCOPES.analytics, SCOPES.analyticsEdit ],
		} );
		finishSetup = jest.fn();
		serve();
	} );

	afterEach( () => t.cleanup() );

	it( 'preselects the first account, its first property and the stream of the home URL, and saves them', async () => {
		await renderReady();
		expect( field( 'Account' ) ).toHaveValue( '100' );
		expect( field( 'Property' ) ).toHaveValue( '200' );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Place the Google Analytics code on your site',
			} )
		).toBeChecked();

		await configure();

		await waitFor( () => expect( finishSetup ).toHaveBeenCalledTimes( 1 ) );
		expect( savedSettings() ).toEqual( {
			...SAVED,
			accountID: '100',
			propertyID: '200',
			webDataStreamID: '301',
			measurementID: 'G-HOME301',
			useSnippet: true,
		} );
		expect( t.server.requestsTo( 'POST', CREATE_PROPERTY ) ).toHaveLength(
			0
		);
		expect( t.server.requestsTo( 'POST', CREATE_STREAM ) ).toHaveLength(
			0
		);
	} );

	it( 'shows Google’s names as text, never as markup', async () => {
		await renderReady();
		expect(
			screen.getByRole( 'option', { name: 'Harvest <b>& Hearth</b>' } )
		).toBeInTheDocument();
		expect( document.querySelector( 'option b' ) ).toBeNull();
	} );

	it( 'saves another property’s stream and the snippet turned off', async () => {
		await renderReady();
		await userEvent.selectOptions( field( 'Property' ), 'Shop (201)' );
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '310' )
		);
		await userEvent.click( screen.getByRole( 'checkbox' ) );
		await configure();

		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect( savedSettings() ).toMatchObject( {
			propertyID: '201',
			webDataStreamID: '310',
			measurementID: 'G-SHOP310',
			useSnippet: false,
		} );
	} );

	it( 'offers a new property for an account without one and creates the property and its stream on submit', async () => {
		await renderReady();
		await userEvent.selectOptions( field( 'Account' ), 'Empty account' );

		expect( field( 'Property' ) ).toHaveValue( 'property_create' );
		expect(
			screen.getByText(
				'Site Kit will create a Google Analytics 4 property named “Harvest & Hearth” in this account.'
			)
		).toBeInTheDocument();
		expect( field( 'Web data stream' ) ).toBeDisabled();
		expect( field( 'Web data stream' ) ).toHaveDisplayValue(
			'Set up a new web data stream'
		);

		await configure();

		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect(
			t.server.requestsTo( 'POST', CREATE_PROPERTY )[ 0 ].body
		).toEqual( {
			data: { accountID: '101' },
		} );
		expect(
			t.server.requestsTo( 'POST', CREATE_STREAM )[ 0 ].body
		).toEqual( {
			data: { propertyID: '555' },
		} );
		expect( savedSettings() ).toMatchObject( {
			accountID: '101',
			propertyID: '555',
			webDataStreamID: '777',
			measurementID: 'G-NEW777',
		} );
	} );

	it( 'creates only a stream for an existing property when asked', async () => {
		await renderReady();
		await userEvent.selectOptions(
			field( 'Web data stream' ),
			'Set up a new web data stream'
		);
		expect(
			screen.getByText(
				'Site Kit will create a web data stream for http://example.org/.'
			)
		).toBeInTheDocument();
		await configure();

		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect( t.server.requestsTo( 'POST', CREATE_PROPERTY ) ).toHaveLength(
			0
		);
		expect(
			t.server.requestsTo( 'POST', CREATE_STREAM )[ 0 ].body
		).toEqual( {
			data: { propertyID: '200' },
		} );
		expect( savedSettings() ).toMatchObject( {
			propertyID: '200',
			webDataStreamID: '777',
			measurementID: 'G-NEW777',
		} );
	} );

	it( 'sends the user to grant the edit permission and carries on when they come back', async () => {
		t.server.on( 'POST', CREATE_PROPERTY, missingScopes() );
		const { unmount } = t.render(
			<SetupMain finishSetup={ finishSetup } />
		);
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
		await userEvent.selectOptions( field( 'Account' ), 'Empty account' );
		await configure();

		await waitFor( () => expect( t.navigations ).toHaveLength( 1 ) );
		const url = new URL( t.navigations[ 0 ] );
		expect( url.searchParams.get( 'redirect' ) ).toBe( SETUP_URL );
		expect( url.searchParams.get( 'additional_scopes[0]' ) ).toBe(
			SCOPES.analyticsEdit
		);
		expect( finishSetup ).not.toHaveBeenCalled();
		unmount();
		t.reload();

		// Back from Google with the permission: the same choices go through by themselves.
		serve();
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect( t.server.requestsTo( 'POST', CREATE_PROPERTY ) ).toHaveLength(
			2
		);
		expect( savedSettings() ).toMatchObject( {
			accountID: '101',
			propertyID: '555',
			webDataStreamID: '777',
		} );
		expect( t.navigations ).toHaveLength( 1 );
	} );

	it( 'asks for the edit permission before creating anything when the user has not granted it', async () => {
		t.cleanup();
		t = setUpModuleTest( { grantedScopes: [ SCOPES.analytics ] } );
		serve();
		const { unmount } = t.render(
			<SetupMain finishSetup={ finishSetup } />
		);
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
		await userEvent.selectOptions(
			field( 'Web data stream' ),
			'Set up a new web data stream'
		);
		await configure();

		await waitFor( () => expect( t.navigations ).toHaveLength( 1 ) );
		expect( t.navigations[ 0 ].startsWith( CONNECT_URL ) ).toBe( true );
		const url = new URL( t.navigations[ 0 ] );
		expect( url.searchParams.getAll( 'additional_scopes[]' ) ).toEqual( [
			SCOPES.analyticsEdit,
		] );
		expect( url.searchParams.get( 'redirect' ) ).toBe( SETUP_URL );
		expect( t.server.requestsTo( 'POST', CREATE_STREAM ) ).toHaveLength(
			0
		);
		unmount();

		// Back with the scope granted.
		t.reload();
		t.server.on( 'GET', 'core/user/data/authentication', {
			body: authenticationFixture( [
				SCOPES.analytics,
				SCOPES.analyticsEdit,
			] ),
		} );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect(
			t.server.requestsTo( 'POST', CREATE_STREAM )[ 0 ].body
		).toEqual( {
			data: { propertyID: '200' },
		} );
		expect( savedSettings() ).toMatchObject( {
			propertyID: '200',
			webDataStreamID: '777',
			measurementID: 'G-NEW777',
		} );
	} );

	it( 'does not send the user away again when they came back without the permission', async () => {
		t.server.on( 'POST', CREATE_PROPERTY, missingScopes() );
		const { unmount } = t.render(
			<SetupMain finishSetup={ finishSetup } />
		);
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
		await userEvent.selectOptions( field( 'Account' ), 'Empty account' );
		await configure();
		await waitFor( () => expect( t.navigations ).toHaveLength( 1 ) );
		unmount();
		t.reload();

		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect(
			await screen.findByText(
				'Site Kit needs your permission to create Google Analytics properties and web data streams.'
			)
		).toBeInTheDocument();
		expect( t.navigations ).toHaveLength( 1 );
		expect( field( 'Account' ) ).toHaveValue( '101' );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Grant permission' } )
		);
		expect( t.navigations ).toHaveLength( 2 );
		expect(
			new URL( t.navigations[ 1 ] ).searchParams.get( 'redirect' )
		).toBe( SETUP_URL );
	} );

	it( 'keeps the created property when creating the stream fails, and does not create it twice', async () => {
		t.server.on(
			'POST',
			CREATE_STREAM,
			restError( 'internal_server_error' )
		);
		t.server.on( 'GET', SUMMARIES, () => ( {
			body: t.server.requestsTo( 'POST', CREATE_PROPERTY ).length
				? [
						ACCOUNTS[ 0 ],
						{
							...ACCOUNTS[ 1 ],
							propertySummaries: [
								{
									_id: '555',
									property: 'properties/555',
									displayName: 'Harvest & Hearth',
								},
							],
						},
				  ]
				: ACCOUNTS,
		} ) );
		await renderReady();
		await userEvent.selectOptions( field( 'Account' ), 'Empty account' );
		await configure();

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: There was a critical error on this website while fetching data.'
		);
		expect( finishSetup ).not.toHaveBeenCalled();
		await waitFor( () =>
			expect( field( 'Property' ) ).toHaveValue( '555' )
		);
		expect( field( 'Web data stream' ) ).toHaveValue(
			'webdatastream_create'
		);

		serve();
		await configure();
		await waitFor( () => expect( finishSetup ).toHaveBeenCalled() );
		expect( t.server.requestsTo( 'POST', CREATE_PROPERTY ) ).toHaveLength(
			1
		);
		expect( t.server.requestsTo( 'POST', CREATE_STREAM ) ).toHaveLength(
			2
		);
	} );

	it( 'keeps the choices and shows the error when saving fails', async () => {
		t.server.on(
			'POST',
			SETTINGS,
			restError(
				'invalid_json',
				'The response is not a valid JSON response.'
			)
		);
		await renderReady();
		await userEvent.selectOptions( field( 'Property' ), 'Shop (201)' );
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '310' )
		);
		await configure();

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: The server provided an invalid response.'
		);
		expect( finishSetup ).not.toHaveBeenCalled();
		expect( field( 'Property' ) ).toHaveValue( '201' );
		expect( field( 'Web data stream' ) ).toHaveValue( '310' );
		expect(
			screen.getByRole( 'button', { name: 'Configure Analytics' } )
		).toBeEnabled();
	} );

	it( 'tells a user without an account where to create one and checks again', async () => {
		t.server.on( 'GET', SUMMARIES, { body: [] } );
		t.render( <SetupMain finishSetup={ finishSetup } /> );

		const link = await screen.findByRole( 'link', {
			name: 'Create an account at Google Analytics (opens in a new tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://analytics.google.com/analytics/web/#/provision/create'
		);
		expect( screen.queryByRole( 'combobox' ) ).not.toBeInTheDocument();

		t.server.on( 'GET', SUMMARIES, { body: ACCOUNTS } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'I created one, check again' } )
		);
		await waitFor( () =>
			expect( field( 'Account' ) ).toHaveValue( '100' )
		);
	} );

	it( 'shows why the accounts could not be read and reads them again', async () => {
		t.server.on( 'GET', SUMMARIES, restError( 'internal_server_error' ) );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: There was a critical error on this website while fetching data.'
		);
		t.server.on( 'GET', SUMMARIES, { body: ACCOUNTS } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
	} );

	it( 'does not offer a retry for a refusal of Google', async () => {
		t.server.on(
			'GET',
			SUMMARIES,
			restError(
				'PERMISSION_DENIED',
				'The caller does not have permission',
				{
					status: 403,
					reason: 'insufficientPermissions',
				}
			)
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: The caller does not have permission'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Try again' } )
		).not.toBeInTheDocument();
	} );

	it( 'offers to activate Analytics when it is not active, then goes where the server says', async () => {
		t.cleanup();
		t = setUpModuleTest( {
			modules: [ moduleFixture( 'analytics', { active: false } ) ],
			grantedScopes: [],
		} );
		serve();
		t.server.on( 'POST', 'core/modules/data/activation', {
			body: {
				success: true,
				moduleReauthURL:
					'http://example.org/wp-admin/admin-post.php?action=googlesitekit_connect',
			},
		} );
		t.render( <SetupMain finishSetup={ finishSetup } /> );

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Activate Analytics' } )
		);
		await waitFor( () =>
			expect( t.navigations ).toEqual( [
				'http://example.org/wp-admin/admin-post.php?action=googlesitekit_connect',
			] )
		);
		expect(
			t.server.requestsTo( 'POST', 'core/modules/data/activation' )[ 0 ]
				.body
		).toEqual( {
			data: { slug: 'analytics', active: true },
		} );
		expect( t.server.requestsTo( 'GET', SUMMARIES ) ).toHaveLength( 0 );
	} );
} );
