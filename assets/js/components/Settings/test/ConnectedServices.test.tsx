/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { analyticsStore } from '../../../modules/analytics/store';
import {
	holdRequests,
	moduleFixture,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import SettingsContent from '../SettingsRoutes';
import { ROUTER_FUTURE } from '../routes';

const SAVED = {
	accountID: '100000001',
	propertyID: '300000001',
	webDataStreamID: '4000000001',
	measurementID: 'G-AAAA1111',
	useSnippet: true,
	ownerID: 1,
};

const SUMMARIES = [
	{
		_id: '100000001',
		name: 'accountSummaries/100000001',
		account: 'accounts/100000001',
		displayName: 'Harvest & Hearth',
		propertySummaries: [
			{
				_id: '300000001',
				property: 'properties/300000001',
				displayName: 'Main site',
			},
			{
				_id: '300000002',
				property: 'properties/300000002',
				displayName: 'Old blog',
			},
		],
	},
];

const streamsOf = ( property: string, id: string, measurementId: string ) => [
	{
		_id: id,
		name: `properties/${ property }/dataStreams/${ id }`,
		type: 'WEB_DATA_STREAM',
		displayName: 'Web',
		webStreamData: { measurementId, defaultUri: 'http://example.org' },
	},
];

/** Shows the current route, so tests can read it. */
function Route() {
	return <output data-testid="route">{ useLocation().pathname }</output>;
}

let t: ModuleTest;

/**
 * Renders the settings routes at a route.
 *
 * @param route Initial route.
 */
function renderAt( route: string ) {
	return t.render(
		<MemoryRouter future={ ROUTER_FUTURE } initialEntries={ [ route ] }>
			<SettingsContent />
			<Route />
		</MemoryRouter>
	);
}

const route = () => screen.getByTestId( 'route' ).textContent;
const panelOf = ( name: string ) =>
	screen.getByRole( 'region', { name } ) as HTMLElement;
const findPanel = async ( name: string ) =>
	( await screen.findByRole( 'region', { name } ) ) as HTMLElement;
const confirmButton = () =>
	within( panelOf( 'Analytics' ) ).getByRole( 'button', {
		name: /Confirm Changes|Saving…/,
	} );

beforeEach( () => {
	t = setUpModuleTest( {
		modules: [
			moduleFixture( 'search-console', { connected: true, order: 1 } ),
			moduleFixture( 'analytics', { connected: true, order: 3 } ),
			moduleFixture( 'adsense', { connected: true, order: 2 } ),
			moduleFixture( 'pagespeed-insights', {
				connected: true,
				order: 4,
				active: false,
			} ),
			moduleFixture( 'site-verification', { connected: true } ),
		],
	} );
	window._googlesitekitBaseData = {
		...window._googlesitekitBaseData,
		trackingEnabled: true,
	};
	window._googlesitekitDataLayer = [];
	t.server.on( 'GET', 'modules/analytics/data/settings', { body: SAVED } );
	t.server.on( 'GET', 'modules/analytics/data/account-summaries', {
		body: SUMMARIES,
	} );
	t.server.on( 'GET', 'modules/analytics/data/webdatastreams', ( request ) =>
		request.query.propertyID === '300000002'
			? { body: streamsOf( '300000002', '4000000002', 'G-BBBB2222' ) }
			: { body: streamsOf( '300000001', '4000000001', 'G-AAAA1111' ) }
	);
	t.server.on( 'GET', 'modules/adsense/data/settings', {
		body: { accountID: '', clientID: '', useSnippet: true, ownerID: 1 },
	} );
	t.server.on( 'GET', 'modules/adsense/data/accounts', { body: [] } );
	t.server.on( 'GET', 'modules/search-console/data/settings', {
		body: { propertyID: 'http://example.org/', ownerID: 1 },
	} );
} );

afterEach( () => {
	t.cleanup();
	delete window._googlesitekitDataLayer;
} );

describe( 'Connected Services', () => {
	it( 'lists the active, non-internal modules by order', async () => {
		renderAt( '/connected-services' );
		const titles = await screen.findAllByRole( 'heading', { level: 3 } );
		expect(
			titles
				.filter( ( title ) =>
					title.classList.contains(
						'googlesitekit-settings-module__title'
					)
				)
				.map( ( title ) => title.textContent )
		).toEqual( [ 'Search Console', 'AdSense', 'Analytics' ] );
	} );

	it( 'opens and closes a panel by click and by Enter, Space and Escape', async () => {
		renderAt( '/connected-services' );
		const header = await within(
			await screen.findByRole( 'region', { name: 'AdSense' } )
		).findByRole( 'button', { name: /AdSense/ } );
		await userEvent.click( header );
		expect( route() ).toBe( '/connected-services/adsense' );
		expect( header ).toHaveAttribute( 'aria-expanded', 'true' );
		header.focus();
		await userEvent.keyboard( '{Escape}' );
		expect( route() ).toBe( '/connected-services' );
		await userEvent.keyboard( '{Enter}' );
		expect( route() ).toBe( '/connected-services/adsense' );
		await userEvent.keyboard( ' ' );
		expect( route() ).toBe( '/connected-services' );
		// Escape does nothing on a closed panel.
		await userEvent.keyboard( '{Escape}' );
		expect( route() ).toBe( '/connected-services' );
	} );

	it( 'locks the other panels while one is edited', async () => {
		renderAt( '/connected-services/analytics/edit' );
		await screen.findByRole( 'region', { name: 'Analytics' } );
		for ( const name of [ 'Search Console', 'AdSense' ] ) {
			expect(
				within( panelOf( name ) ).getByText(
					'Section locked while editing'
				)
			).toBeInTheDocument();
		}
		expect(
			within( panelOf( 'Analytics' ) ).queryByText(
				'Section locked while editing'
			)
		).not.toBeInTheDocument();
		// A locked header does not open its panel.
		await userEvent.click(
			within( panelOf( 'AdSense' ) ).getByRole( 'button', {
				name: /AdSense/,
			} )
		);
		expect( route() ).toBe( '/connected-services/analytics/edit' );
	} );

	it( 'rolls the edits back when edit mode is left without saving', async () => {
		renderAt( '/connected-services/analytics/edit' );
		const property = await within(
			await findPanel( 'Analytics' )
		).findByLabelText( 'Property' );
		await userEvent.selectOptions( property, '300000002' );
		await waitFor( () =>
			expect(
				t.registry.select( analyticsStore ).haveSettingsChanged()
			).toBe( true )
		);
		// Closing the panel from its header leaves edit mode.
		await userEvent.click(
			within( panelOf( 'Analytics' ) ).getByRole( 'button', {
				name: /^Analytics/,
			} )
		);
		expect( route() ).toBe( '/connected-services' );
		expect( t.registry.select( analyticsStore ).getSettings() ).toEqual(
			SAVED
		);
		expect(
			t.server.requestsTo( 'POST', 'modules/analytics/data/settings' )
		).toEqual( [] );
	} );

	it( 'Cancel rolls back, clears the error and records cancel_module_settings', async () => {
		t.server.on(
			'POST',
			'modules/analytics/data/settings',
			restError( 'INVALID_ARGUMENT', 'Google failed.', { status: 400 } )
		);
		renderAt( '/connected-services/analytics/edit' );
		const property = await within(
			await findPanel( 'Analytics' )
		).findByLabelText( 'Property' );
		await userEvent.selectOptions( property, '300000002' );
		await waitFor( () => expect( confirmButton() ).toBeEnabled() );
		await userEvent.click( confirmButton() );
		expect(
			await within( panelOf( 'Analytics' ) ).findByText(
				'Error: Google failed.'
			)
		).toBeInTheDocument();
		await userEvent.click(
			within( panelOf( 'Analytics' ) ).getByRole( 'button', {
				name: 'Cancel',
			} )
		);
		expect( route() ).toBe( '/connected-services/analytics' );
		expect(
			within( panelOf( 'Analytics' ) ).queryByText( /Error:/ )
		).not.toBeInTheDocument();
		expect( t.registry.select( analyticsStore ).getSettings() ).toEqual(
			SAVED
		);
		expect( window._googlesitekitDataLayer ).toContainEqual(
			expect.objectContaining( {
				event: 'cancel_module_settings',
				event_category: 'settings',
				event_label: 'analytics',
			} )
		);
	} );

	it( 'disables Confirm Changes while the settings load, while they are invalid and while saving', async () => {
		const releaseSettings = holdRequests( 'data/settings' );
		// The form stays loading: nothing corrects the settings set below.
		holdRequests( 'account-summaries' );
		renderAt( '/connected-services/analytics/edit' );
		expect(
			await screen.findByRole( 'button', { name: 'Confirm Changes' } )
		).toBeDisabled();
		await act( async () => releaseSettings() );
		await waitFor( () => expect( confirmButton() ).toBeEnabled() );

		// Invalid: no property.
		act( () => {
			t.registry
				.dispatch( analyticsStore )
				.setSettings( { propertyID: '' } );
		} );
		expect( confirmButton() ).toBeDisabled();
		act( () => {
			t.registry
				.dispatch( analyticsStore )
				.setSettings( { propertyID: '300000001' } );
		} );
		expect( confirmButton() ).toBeEnabled();

		// Saving: "Saving…", disabled until the server answers.
		t.server.on(
			'POST',
			'modules/analytics/data/settings',
			( request ) => ( {
				body: ( request.body as { data: object } ).data,
			} )
		);
		const releaseSave = holdRequests( 'data/settings' );
		await userEvent.click( confirmButton() );
		expect( confirmButton() ).toHaveTextContent( 'Saving…' );
		expect( confirmButton() ).toBeDisabled();
		await act( async () => releaseSave() );
		await waitFor( () =>
			expect( route() ).toBe( '/connected-services/analytics' )
		);
	} );

	it( 'stores and shows a save error in the panel, which takes the error style, and stays in edit mode', async () => {
		t.server.on(
			'POST',
			'modules/analytics/data/settings',
			restError( 'INVALID_ARGUMENT', 'Google failed.', { status: 400 } )
		);
		renderAt( '/connected-services/analytics/edit' );
		const property = await within(
			await findPanel( 'Analytics' )
		).findByLabelText( 'Property' );
		await userEvent.selectOptions( property, '300000002' );
		await waitFor( () => expect( confirmButton() ).toBeEnabled() );
		await userEvent.click( confirmButton() );
		expect(
			await within( panelOf( 'Analytics' ) ).findByText(
				'Error: Google failed.'
			)
		).toBeInTheDocument();
		expect( panelOf( 'Analytics' ) ).toHaveClass(
			'googlesitekit-settings-module--error'
		);
		expect( route() ).toBe( '/connected-services/analytics/edit' );
		expect(
			t.registry
				.select( analyticsStore )
				.getErrorForAction( 'submitChanges' )?.message
		).toBe( 'Google failed.' );
		expect( window._googlesitekitDataLayer ).not.toContainEqual(
			expect.objectContaining( { event: 'update_module_settings' } )
		);
	} );

	it( 'saves, records update_module_settings, returns to the view and reads the module list again', async () => {
		t.server.on(
			'POST',
			'modules/analytics/data/settings',
			( request ) => ( {
				body: {
					...( request.body as { data: object } ).data,
					measurementID: 'G-BBBB2222',
				},
			} )
		);
		renderAt( '/connected-services/analytics/edit' );
		const property = await within(
			await findPanel( 'Analytics' )
		).findByLabelText( 'Property' );
		await userEvent.selectOptions( property, '300000002' );
		await waitFor( () => expect( confirmButton() ).toBeEnabled() );
		const listReads = t.server.requestsTo(
			'GET',
			'core/modules/data/list'
		).length;
		await userEvent.click( confirmButton() );
		await waitFor( () =>
			expect( route() ).toBe( '/connected-services/analytics' )
		);
		expect(
			await within( panelOf( 'Analytics' ) ).findByText( 'G-BBBB2222' )
		).toBeInTheDocument();
		const [ save ] = t.server.requestsTo(
			'POST',
			'modules/analytics/data/settings'
		);
		expect( ( save.body as { data: object } ).data ).toMatchObject( {
			propertyID: '300000002',
			webDataStreamID: '4000000002',
		} );
		expect( window._googlesitekitDataLayer ).toContainEqual(
			expect.objectContaining( {
				event: 'update_module_settings',
				event_label: 'analytics',
			} )
		);
		await waitFor( () =>
			expect(
				t.server.requestsTo( 'GET', 'core/modules/data/list' ).length
			).toBeGreaterThan( listReads )
		);
	} );

	it( 'has no Disconnect for a module that is always on', async () => {
		renderAt( '/connected-services/search-console/edit' );
		await screen.findByRole( 'region', { name: 'Search Console' } );
		await screen.findByRole( 'button', { name: /Confirm Changes|Close/ } );
		expect(
			screen.queryByRole( 'button', { name: 'Disconnect from Site Kit' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows a deactivation error in the panel and stops the progress', async () => {
		t.server.on(
			'POST',
			'core/modules/data/activation',
			restError( 'cannot_deactivate_module', 'Could not deactivate.', {
				status: 400,
			} )
		);
		renderAt( '/connected-services/adsense/edit' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Disconnect from Site Kit',
			} )
		);
		const dialog = screen.getByRole( 'dialog' );
		expect( dialog ).toHaveTextContent( 'Top earning pages' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Disconnect' } )
		);
		expect(
			await within( panelOf( 'AdSense' ) ).findByText(
				'Error: Could not deactivate.'
			)
		).toBeInTheDocument();
		expect( panelOf( 'AdSense' ) ).toHaveClass(
			'googlesitekit-settings-module--error'
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( t.navigations ).toEqual( [] );
	} );

	it( 'disconnects: records deactivate_module and reloads the settings page', async () => {
		t.server.on( 'POST', 'core/modules/data/activation', {
			body: { success: true, moduleReauthURL: '' },
		} );
		renderAt( '/connected-services/adsense/edit' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Disconnect from Site Kit',
			} )
		);
		await userEvent.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
				name: 'Disconnect',
			} )
		);
		await waitFor( () =>
			expect( t.navigations ).toEqual( [
				'http://example.org/wp-admin/admin.php?page=googlesitekit-settings',
			] )
		);
		expect(
			t.server.requestsTo( 'POST', 'core/modules/data/activation' )[ 0 ]
				.body
		).toEqual( { data: { slug: 'adsense', active: false } } );
		expect( window._googlesitekitDataLayer ).toContainEqual(
			expect.objectContaining( {
				event: 'deactivate_module',
				event_label: 'adsense',
			} )
		);
	} );

	it( 'shows a module whose setup is incomplete with a link to finish it', async () => {
		t.server.on( 'GET', 'core/modules/data/list', {
			body: [ moduleFixture( 'adsense', { connected: false } ) ],
		} );
		renderAt( '/connected-services/adsense' );
		const link = await screen.findByRole( 'link', {
			name: 'Complete setup for AdSense',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=adsense&reAuth=true'
		);
	} );

	it( 'shows the requirements-check error as a warning', async () => {
		t.server.on( 'GET', 'core/modules/data/list', {
			body: [
				moduleFixture( 'adsense', {
					connected: true,
					checkRequirementsError: {
						code: 'x',
						message: 'Ads need a public site.',
					},
				} ),
			],
		} );
		renderAt( '/connected-services/adsense' );
		const warning = await screen.findByText( 'Ads need a public site.' );
		expect( warning.closest( '.googlesitekit-module-notice' ) ).toHaveClass(
			'googlesitekit-module-notice--warning'
		);
		expect(
			warning.querySelector( '.googlesitekit-warning-icon' )
		).not.toBeNull();
	} );
} );

describe( 'Analytics without a GA4 property', () => {
	const UA = {
		...SAVED,
		propertyID: 'UA-12345-1',
		webDataStreamID: '',
		measurementID: '',
	};

	it( 'offers "Connect Analytics 4" to its owner, which opens the form asking for a GA4 property', async () => {
		t.server.on( 'GET', 'modules/analytics/data/settings', { body: UA } );
		t.server.on( 'GET', 'core/modules/data/list', {
			body: [
				moduleFixture( 'analytics', {
					connected: true,
					owner: { id: 1, login: 'admin' },
				} ),
			],
		} );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			userID: 1,
		};
		renderAt( '/connected-services/analytics' );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Connect Analytics 4' } )
		);
		expect( route() ).toBe( '/connected-services/analytics/edit' );
		expect(
			t.registry.select( analyticsStore ).getSettings()
		).toMatchObject( { enableGA4: true, enableGA4PropertyTooltip: true } );
		// The UA property cannot be saved as the GA4 one.
		expect( confirmButton() ).toBeDisabled();
		expect(
			t.server.requestsTo(
				'GET',
				'modules/analytics/data/account-summaries'
			).length
		).toBeGreaterThan( 0 );
	} );

	it( 'tells a user without access to the account that Analytics 4 is not connected', async () => {
		t.server.on( 'GET', 'modules/analytics/data/settings', {
			body: { ...UA, accountID: '999' },
		} );
		t.server.on( 'GET', 'core/modules/data/list', {
			body: [
				moduleFixture( 'analytics', {
					connected: true,
					owner: { id: 7, login: 'someone' },
				} ),
			],
		} );
		renderAt( '/connected-services/analytics' );
		expect(
			await screen.findByText( 'Analytics 4 is not connected' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Connect Analytics 4' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows a progress bar while it is not known yet', async () => {
		holdRequests( 'data/settings' );
		renderAt( '/connected-services/analytics' );
		expect(
			await screen.findByText( 'Checking your Analytics 4 connection…' )
		).toBeInTheDocument();
	} );
} );
