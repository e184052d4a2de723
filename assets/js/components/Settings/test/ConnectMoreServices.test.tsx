/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import ConnectMoreServices, {
	ACTIVATE_MODULE_ERROR_ID,
} from '../ConnectMoreServices';
import type { Module } from '../../../datastore/modules/types';
import {
	holdRequests,
	moduleFixture,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import type { TrackingEvent } from '../../../datastore/tracking';

const ACTIVATION = 'core/modules/data/activation';
const REAUTH_URL =
	'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&slug=adsense&reAuth=true';

/**
 * The test site's modules: Search Console and Site Verification are always
 * on, the others off unless told.
 *
 * @param overrides Slug => fields to change.
 */
function modules(
	overrides: Record< string, Partial< Module > > = {}
): Module[] {
	const order: Record< string, number > = {
		'search-console': 1,
		'site-verification': 0,
		analytics: 3,
		adsense: 5,
		'pagespeed-insights': 4,
	};
	return Object.keys( order ).map( ( slug ) =>
		moduleFixture( slug, {
			order: order[ slug ],
			active: slug === 'search-console' || slug === 'site-verification',
			description: `What ${ slug } adds.`,
			...overrides[ slug ],
		} )
	);
}

/**
 * The names of the modules listed, in order.
 */
function listedNames(): string[] {
	return screen
		.queryAllByRole( 'heading', { level: 4 } )
		.map( ( heading ) => heading.firstChild?.textContent ?? '' );
}

describe( 'Connect More Services', () => {
	let t: ModuleTest;

	const setUp = ( list: Module[] ) => {
		t = setUpModuleTest( { modules: list } );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			trackingEnabled: true,
		};
		window._googlesitekitDataLayer = [];
	};

	afterEach( () => t.cleanup() );

	it( 'lists the inactive, non-internal modules by order, each with its icon, description, Experimental badge and set-up button', async () => {
		setUp( modules( { 'site-verification': { active: false } } ) );
		t.render( <ConnectMoreServices /> );

		expect(
			await screen.findByRole( 'heading', {
				level: 3,
				name: 'Connect More Services to Gain More Insights',
			} )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( listedNames() ).toEqual( [
				'Analytics',
				'PageSpeed Insights',
				'AdSense',
			] )
		);
		const items = screen.getAllByRole( 'listitem' );
		for ( const item of items ) {
			expect(
				within( item ).getByText( 'Experimental' )
			).toBeInTheDocument();
			expect( item.querySelector( 'svg' ) ).not.toBeNull();
		}
		expect( screen.getByText( 'What adsense adds.' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Set up AdSense' } )
		).toBeEnabled();
		expect(
			screen.queryByText( 'Congrats, you’ve connected all services!' )
		).not.toBeInTheDocument();
	} );

	it( 'congratulates once every service is connected', async () => {
		setUp(
			modules( {
				analytics: { active: true },
				adsense: { active: true },
				'pagespeed-insights': { active: true },
			} )
		);
		t.render( <ConnectMoreServices /> );

		expect(
			await screen.findByText(
				'Congrats, you’ve connected all services!'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( /New services are added to Site Kit over time/ )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'listitem' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'Experimental' ) ).not.toBeInTheDocument();
	} );

	it( 'activates a module, records activate_module and goes on to its reauthentication URL', async () => {
		setUp( modules() );
		let active = false;
		t.server.on( 'GET', 'core/modules/data/list', () => ( {
			body: modules( { adsense: { active } } ),
		} ) );
		t.server.on( 'POST', ACTIVATION, () => {
			active = true;
			return { body: { success: true, moduleReauthURL: REAUTH_URL } };
		} );
		t.render( <ConnectMoreServices /> );

		const release = holdRequests( ACTIVATION );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Set up AdSense' } )
		);
		// While the server works: the button says so and every button waits.
		expect(
			screen.getByRole( 'button', { name: 'Setting up…' } )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Set up Analytics' } )
		).toBeDisabled();
		release();

		await waitFor( () =>
			expect( t.navigations ).toEqual( [ REAUTH_URL ] )
		);
		expect( t.server.requestsTo( 'POST', ACTIVATION )[ 0 ].body ).toEqual( {
			data: { slug: 'adsense', active: true },
		} );
		expect( window._googlesitekitDataLayer ).toContainEqual(
			expect.objectContaining< Partial< TrackingEvent > >( {
				event: 'activate_module',
				event_category: 'settings',
				event_label: 'adsense',
			} )
		);
		// Still listed (and busy) while the page leaves, although the list now says it is active.
		expect(
			screen.getByRole( 'button', { name: 'Setting up…' } )
		).toBeDisabled();
		expect(
			document.getElementById( ACTIVATE_MODULE_ERROR_ID )
		).toBeNull();
	} );

	it( 'shows the activate-module-error notice with the message when the activation fails, and gives the button back', async () => {
		setUp( modules() );
		t.server.on(
			'POST',
			ACTIVATION,
			restError(
				'activation_failed',
				'The module could not be switched on.'
			)
		);
		t.render( <ConnectMoreServices /> );

		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Set up AdSense' } )
		);

		const notice = await screen.findByRole( 'alert' );
		expect( notice ).toHaveAttribute( 'id', ACTIVATE_MODULE_ERROR_ID );
		expect( notice ).toHaveTextContent( 'Internal Server Error' );
		expect( notice ).toHaveTextContent(
			'The module could not be switched on.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Set up AdSense' } )
		).toBeEnabled();
		expect(
			screen.getByRole( 'button', { name: 'Set up Analytics' } )
		).toBeEnabled();
		expect( t.navigations ).toEqual( [] );
		expect( window._googlesitekitDataLayer ).not.toContainEqual(
			expect.objectContaining( { event: 'activate_module' } )
		);

		// A new attempt clears the notice.
		const release = holdRequests( ACTIVATION );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Set up AdSense' } )
		);
		expect(
			document.getElementById( ACTIVATE_MODULE_ERROR_ID )
		).toBeNull();
		release();
		expect( await screen.findByRole( 'alert' ) ).toHaveAttribute(
			'id',
			ACTIVATE_MODULE_ERROR_ID
		);
	} );

	it( 'disables the button of a module that cannot be activated, and says why', async () => {
		setUp(
			modules( {
				adsense: {
					checkRequirementsError: {
						code: 'adsense_site_not_public',
						message: 'AdSense needs a public site.',
					},
				},
				analytics: { dependencies: [ 'pagespeed-insights' ] },
			} )
		);
		t.render( <ConnectMoreServices /> );

		const adsense = await screen.findByRole( 'button', {
			name: 'Set up AdSense',
		} );
		expect( adsense ).toBeDisabled();
		expect( adsense ).toHaveAccessibleDescription(
			'AdSense needs a public site.'
		);
		const analytics = screen.getByRole( 'button', {
			name: 'Set up Analytics',
		} );
		expect( analytics ).toBeDisabled();
		expect( analytics ).toHaveAccessibleDescription(
			'To set up Analytics, connect these services first: PageSpeed Insights.'
		);
		expect(
			screen.getByRole( 'button', { name: 'Set up PageSpeed Insights' } )
		).toBeEnabled();

		await userEvent.click( adsense );
		expect( t.server.requestsTo( 'POST', ACTIVATION ) ).toEqual( [] );
	} );
} );
