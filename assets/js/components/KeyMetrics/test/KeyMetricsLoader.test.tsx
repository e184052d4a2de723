/**
 * The main dashboard's Key metrics section while its chunk loads: its frame at its final size (one loading tile per
 * pick), the page's reads waiting for the tiles', then the section itself, all reads in one request.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getBatched } from '../../../api/batch';
import { setTestBaseData } from '../../../api/test/fake-server';
import { KEY_METRICS_AREA, type WidgetArea } from '../../../datastore/widgets';
import {
	ADMIN_URL,
	HOME_URL,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../widgets/test/helpers';
import { lazyPart } from '../../lazy-part';
import {
	keyMetricsLoader,
	type KeyMetricsAreaProps,
} from '../KeyMetricsLoader';

const AREA: WidgetArea = {
	slug: KEY_METRICS_AREA,
	title: 'Key metrics',
	priority: 1,
	contexts: [ 'mainDashboardKeyMetrics' ],
} as WidgetArea;

let test: WidgetTest;

afterEach( async () => {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 120 ) );
	} );
	tearDownWidgetTest( test );
} );

it( 'shows the section’s frame at its size and holds the reads until the section has loaded, then sends them in one request', async () => {
	test = setUpWidgetTest( () => ( { value: {} } ) );
	setTestBaseData( {
		adminURL: ADMIN_URL,
		homeURL: HOME_URL,
		viewContext: 'mainDashboard',
	} );
	const picked = [
		'kmAnalyticsNewVisitors',
		'kmAnalyticsTopCities',
		'kmAnalyticsTopCountries',
		'kmAnalyticsVisitLength',
		'kmAnalyticsPagesPerVisit',
	];
	test.server.on( 'GET', 'core/user/data/key-metrics', {
		body: { widgetSlugs: picked, isWidgetHidden: false },
	} );
	test.server.on( 'GET', 'core/user/data/user-input-settings', {
		body: {
			purpose: { values: [], scope: 'site' },
			postFrequency: { values: [], scope: 'user' },
			goals: { values: [], scope: 'user' },
		},
	} );
	let finishLoading: () => void = () => undefined;
	const loaded = new Promise< void >( ( resolve ) => {
		finishLoading = resolve;
	} );
	// The section, once loaded: it reads its tiles' report as it mounts.
	function Section( { dateRange }: KeyMetricsAreaProps ) {
		useEffect( () => {
			getBatched( 'search-console', 'searchanalytics', { dateRange } );
		}, [ dateRange ] );
		return <p>The section</p>;
	}
	const Part = lazyPart< KeyMetricsAreaProps >( () =>
		loaded.then( () => ( { default: Section } ) )
	);
	const Loader = keyMetricsLoader( Part );
	renderWidget(
		( props ) => <Loader area={ AREA } { ...props } />,
		{ dateRange: 'last-28-days' },
		test.registry
	);

	// One loading tile per pick, under the section's title, with the user's-pick subtitle.
	await waitFor( () =>
		expect(
			document.querySelectorAll(
				'.googlesitekit-km-tile[aria-busy="true"]'
			)
		).toHaveLength( 5 )
	);
	expect(
		screen.getByRole( 'heading', { name: 'Key metrics' } )
	).toBeInTheDocument();
	expect(
		screen.getByText( 'The metrics you picked for your site' )
	).toBeInTheDocument();
	expect(
		screen.getByRole( 'button', { name: 'Change metrics' } )
	).toBeDisabled();

	// Another widget's read, well before the section has loaded: not sent while the section loads.
	const other = getBatched( 'analytics', 'report', {
		dateRange: 'last-28-days',
	} );
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	} );
	expect( test.batchItems() ).toHaveLength( 0 );

	await act( async () => {
		finishLoading();
		await loaded;
	} );
	expect( await screen.findByText( 'The section' ) ).toBeInTheDocument();
	expect( document.querySelector( '.googlesitekit-km-tile' ) ).toBeNull();
	await other;
	await waitFor( () => expect( test.batchItems() ).toHaveLength( 2 ) );
	// Both reads went in one request.
	expect(
		test.server.requests.filter( ( request ) =>
			request.path.includes( 'core/reports/data/batch' )
		)
	).toHaveLength( 1 );
} );
