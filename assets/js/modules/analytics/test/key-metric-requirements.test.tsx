/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import PermissionsModal from '../../../components/PermissionsModal';
import { getKeyMetricRequirement } from '../../../widgets/components';
import {
	CONNECT_URL,
	SCOPES,
	moduleFixture,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../common/test/helpers';
import {
	REQUIREMENT_LEADS_EVENTS,
	REQUIREMENT_POST_CUSTOM_DIMENSIONS,
	REQUIREMENT_PURCHASE_EVENTS,
	registerKeyMetricRequirements,
} from '../key-metric-requirements';
import { analyticsStore } from '../store';

const NAMES = [ 'googlesitekit_post_author', 'googlesitekit_post_categories' ];
const CREATE = 'modules/analytics/data/create-custom-dimensions';
const LIST = 'modules/analytics/data/custom-dimensions';
const EVENTS = 'modules/analytics/data/detected-events';

const scopeError = restError(
	'missing_required_scopes',
	'Site Kit needs more permissions from your Google account to show Analytics data.',
	{
		status: 403,
		scopes: [ SCOPES.analyticsEdit ],
		reconnectURL: CONNECT_URL,
	}
);

/**
 * A tile's requirement as the Key metrics section shows it: the reason while not met, then the fix.
 *
 * @param props     Component props.
 * @param props.req Requirement key.
 */
function Requirement( { req }: { req: string } ) {
	const requirement = getKeyMetricRequirement( req );
	if ( ! requirement ) {
		throw new Error( `${ req } is not registered` );
	}
	const { useStatus, Fix } = requirement;
	const { met, reason } = useStatus();
	if ( met === undefined ) {
		return <p>Loading</p>;
	}
	if ( met ) {
		return <p>Tile figures</p>;
	}
	return (
		<div>
			<p>{ reason }</p>
			{ Fix && <Fix tile="kmAnalyticsPopularAuthors" /> }
		</div>
	);
}

describe( 'Analytics key metric requirements', () => {
	let t: ModuleTest;

	beforeAll( () => registerKeyMetricRequirements() );

	function setUp( grantedScopes?: string[], canManage = true ) {
		t = setUpModuleTest( {
			modules: [
				moduleFixture( 'analytics', { connected: true } ),
				moduleFixture( 'search-console', { connected: true } ),
			],
			grantedScopes,
		} );
		t.server.on( 'GET', 'core/user/data/permissions', {
			body: { googlesitekit_manage_options: canManage },
		} );
		answerBatch();
	}

	afterEach( () => t.cleanup() );

	type Answer = { status?: number; body: unknown };
	let reads: Map< string, () => Answer >;

	/**
	 * How the batch endpoint answers a read of one datapoint (the section reads them with the reports).
	 *
	 * @param path   Datapoint path.
	 * @param answer The answer, or a function giving it.
	 */
	function onRead( path: string, answer: Answer | ( () => Answer ) ) {
		reads.set( path, typeof answer === 'function' ? answer : () => answer );
	}

	/**
	 * The batch items that read one datapoint.
	 *
	 * @param path Datapoint path.
	 */
	function readsOf( path: string ) {
		return t.server
			.requestsTo( 'POST', 'core/reports/data/batch' )
			.flatMap(
				( request ) =>
					(
						request.body as {
							data: { requests: Array< { path: string } > };
						}
					 ).data.requests
			)
			.filter( ( item ) => item.path === path );
	}

	/**
	 * Answers the batch endpoint from onRead().
	 */
	function answerBatch() {
		reads = new Map();
		t.server.on( 'POST', 'core/reports/data/batch', ( request ) => {
			const items = (
				request.body as {
					data: {
						requests: Array< { key: string; path: string } >;
					};
				}
			 ).data.requests;
			const out: Record< string, unknown > = {};
			for ( const item of items ) {
				const answer = reads.get( item.path )?.() ?? {
					status: 404,
					body: { code: 'rest_no_route', message: 'No route.' },
				};
				out[ item.key ] =
					( answer.status ?? 200 ) >= 400
						? { error: answer.body }
						: { value: answer.body };
			}
			return { body: out };
		} );
	}

	it( 'a property with both dimensions meets the requirement', async () => {
		setUp();
		onRead( LIST, { body: [ 'other', ...NAMES ] } );
		t.render( <Requirement req={ REQUIREMENT_POST_CUSTOM_DIMENSIONS } /> );
		expect( await screen.findByText( 'Tile figures' ) ).toBeInTheDocument();
		expect( t.server.requestsTo( 'POST', CREATE ) ).toEqual( [] );
	} );

	it( 'without the edit scope, the button goes through the permissions modal and the creation carries on after consent', async () => {
		setUp();
		let created: string[] = [];
		onRead( LIST, () => ( { body: created } ) );
		t.server.on( 'POST', CREATE, scopeError );
		t.render(
			<>
				<PermissionsModal />
				<Requirement req={ REQUIREMENT_POST_CUSTOM_DIMENSIONS } />
			</>
		);
		expect(
			await screen.findByText(
				'Needs custom dimensions for post authors and categories in Analytics.'
			)
		).toBeInTheDocument();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create custom dimensions' } )
		);
		await screen.findByRole( 'dialog', {
			name: 'Additional Permissions Required',
		} );
		expect( t.server.requestsTo( 'POST', CREATE )[ 0 ].body ).toEqual( {
			data: { parameterNames: NAMES },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Proceed' } )
		);
		expect( t.navigations ).toHaveLength( 1 );
		const url = new URL( t.navigations[ 0 ] );
		expect( url.searchParams.getAll( 'additional_scopes[]' ) ).toEqual( [
			SCOPES.analyticsEdit,
		] );
		expect( url.searchParams.get( 'redirect' ) ).toBe(
			window.location.href.replace( /#.*$/, '' ) + '#key-metrics'
		);

		// Back from Google with the scope: a new page load in the same tab (its sessionStorage kept); nobody
		// presses anything.
		const tab = Object.entries( { ...window.sessionStorage } );
		t.cleanup();
		setUp( [
			SCOPES.analytics,
			SCOPES.searchConsole,
			SCOPES.analyticsEdit,
		] );
		tab.forEach( ( [ key, value ] ) =>
			window.sessionStorage.setItem( key, String( value ) )
		);
		onRead( LIST, () => ( { body: created } ) );
		t.server.on( 'POST', CREATE, () => {
			created = NAMES;
			return { body: NAMES };
		} );
		t.render( <Requirement req={ REQUIREMENT_POST_CUSTOM_DIMENSIONS } /> );
		expect( await screen.findByText( 'Tile figures' ) ).toBeInTheDocument();
		expect( t.server.requestsTo( 'POST', CREATE ) ).toHaveLength( 1 );
		expect( t.server.requestsTo( 'POST', CREATE )[ 0 ].body ).toEqual( {
			data: { parameterNames: NAMES },
		} );
	} );

	it( 'a declined permission is said, not asked again by itself', async () => {
		setUp();
		window.sessionStorage.setItem(
			'googlesitekit_analytics-pending-custom-dimensions',
			JSON.stringify( { parameterNames: NAMES, savedAt: Date.now() } )
		);
		onRead( LIST, { body: [] } );
		t.server.on( 'POST', CREATE, scopeError );
		t.render(
			<>
				<PermissionsModal />
				<Requirement req={ REQUIREMENT_POST_CUSTOM_DIMENSIONS } />
			</>
		);
		expect(
			await screen.findByText(
				'Site Kit needs your permission to edit your Analytics property to create them.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( t.server.requestsTo( 'POST', CREATE ) ).toHaveLength( 1 );
	} );

	it( 'with the scope, creates the missing ones at once; a failure shows with a retry', async () => {
		setUp( [
			SCOPES.analytics,
			SCOPES.searchConsole,
			SCOPES.analyticsEdit,
		] );
		onRead( LIST, { body: [ 'googlesitekit_post_author' ] } );
		t.server.on(
			'POST',
			CREATE,
			restError(
				'PERMISSION_DENIED',
				'The caller does not have permission',
				{
					status: 403,
					reason: 'forbidden',
				}
			)
		);
		t.render( <Requirement req={ REQUIREMENT_POST_CUSTOM_DIMENSIONS } /> );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Create custom dimensions',
			} )
		);
		expect(
			await screen.findByText( /The caller does not have permission/ )
		).toBeInTheDocument();

		t.server.on( 'POST', CREATE, { body: NAMES } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create custom dimensions' } )
		);
		expect( await screen.findByText( 'Tile figures' ) ).toBeInTheDocument();
		expect(
			t.registry.select( analyticsStore ).getCustomDimensions()
		).toEqual( NAMES );
	} );

	it( 'a view-only user gets a note instead of the button', async () => {
		setUp( undefined, false );
		onRead( LIST, { body: [] } );
		t.render( <Requirement req={ REQUIREMENT_POST_CUSTOM_DIMENSIONS } /> );
		expect(
			await screen.findByText(
				'An administrator of this site can create them in Site Kit.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'lead and purchase tiles follow the events the property has seen, read once', async () => {
		setUp();
		onRead( EVENTS, {
			body: { leads: true, purchases: false },
		} );
		t.render(
			<>
				<Requirement req={ REQUIREMENT_LEADS_EVENTS } />
				<Requirement req={ REQUIREMENT_PURCHASE_EVENTS } />
			</>
		);
		expect( await screen.findByText( 'Tile figures' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Analytics has not seen any purchases yet.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', {
				name: 'Learn how to send purchase events to Analytics',
			} )
		).toHaveAttribute( 'target', '_blank' );
		expect( readsOf( EVENTS ) ).toHaveLength( 1 );
		expect(
			t.registry.select( analyticsStore ).getDetectedEvents()
		).toEqual( { leads: true, purchases: false } );
	} );

	it( 'without Analytics connected, says so and reads nothing', async () => {
		t = setUpModuleTest( {
			modules: [ moduleFixture( 'analytics', { connected: false } ) ],
		} );
		t.server.on( 'GET', 'core/user/data/permissions', {
			body: { googlesitekit_manage_options: true },
		} );
		answerBatch();
		t.render( <Requirement req={ REQUIREMENT_LEADS_EVENTS } /> );
		expect(
			await screen.findByText( 'Analytics is not connected.' )
		).toBeInTheDocument();
		await act( async () => undefined );
		expect( readsOf( EVENTS ) ).toEqual( [] );
		await waitFor( () => expect( readsOf( LIST ) ).toEqual( [] ) );
	} );
} );
