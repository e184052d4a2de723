/**
 * External dependencies
 */
import { act, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import RealtimeStrip from '../RealtimeStrip';
import { perMinute } from '../RealtimeView';
import { REALTIME_REFRESH_MS } from '../../realtime';
import { ga4Report } from '../../../../widgets/test/fixtures';
import {
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const REALTIME = 'modules/analytics/data/realtime';
const REPORT = 'modules/analytics/data/report';

/**
 * A realtime answer whose users per minute grow with `base`.
 *
 * @param base Users in the current minute.
 */
function answers( base: number ) {
	return ( item: BatchItem ) => {
		if ( item.path === REPORT ) {
			return {
				value: {
					...ga4Report( [], [ 'totalUsers' ], [ [ [], [ 812 ] ] ] ),
					incomplete: true,
				},
			};
		}
		const dimension = ( item.params.dimensions as string[] )[ 0 ];
		if ( dimension === 'minutesAgo' ) {
			return {
				value: ga4Report(
					[ 'minutesAgo' ],
					[ 'activeUsers' ],
					[
						[ [ '00' ], [ base ] ],
						[ [ '01' ], [ 2 ] ],
						[ [ '29' ], [ 1 ] ],
					]
				),
			};
		}
		if ( dimension === 'unifiedScreenName' ) {
			return {
				value: ga4Report(
					[ 'unifiedScreenName' ],
					[ 'activeUsers' ],
					[
						[
							[ 'Classic Banana Bread – Harvest & Hearth' ],
							[ 4 ],
						],
						[
							[ 'Sourdough Starter Guide – Harvest & Hearth' ],
							[ 2 ],
						],
					]
				),
			};
		}
		return {
			value: ga4Report(
				[ 'country' ],
				[ 'activeUsers' ],
				[
					[ [ 'United States' ], [ 5 ] ],
					[ [ 'India' ], [ 1 ] ],
				]
			),
		};
	};
}

let visibility: DocumentVisibilityState = 'visible';

function setVisibility( state: DocumentVisibilityState ) {
	visibility = state;
	act( () => {
		document.dispatchEvent( new Event( 'visibilitychange' ) );
	} );
}

/**
 * Lets the timers run (batch flush, refresh interval) and the fake server answer.
 *
 * @param ms Milliseconds.
 */
async function advance( ms: number ) {
	await act( async () => {
		jest.advanceTimersByTime( ms );
	} );
	// The batch request and its answer.
	await act( async () => {
		jest.advanceTimersByTime( 100 );
	} );
}

async function headline(): Promise< string > {
	const strip = await screen.findByRole( 'region', { name: 'Right now' } );
	return (
		strip.querySelector( '.googlesitekit-realtime-strip__value' )
			?.textContent || ''
	);
}

describe( 'RealtimeStrip', () => {
	let test: WidgetTest;

	beforeAll( () => {
		Object.defineProperty( document, 'visibilityState', {
			configurable: true,
			get: () => visibility,
		} );
	} );

	beforeEach( () => {
		visibility = 'visible';
		jest.useFakeTimers();
	} );

	afterEach( () => {
		jest.useRealTimers();
		tearDownWidgetTest( test );
	} );

	it( 'shows active users of the last 30 minutes with a per-minute sparkline, top pages, where they are, and today so far marked incomplete', async () => {
		test = setUpWidgetTest( answers( 3 ) );
		renderWidget(
			RealtimeStrip,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await advance( 0 );
		expect( await headline() ).toBe( '6' );
		expect(
			screen.getByText( 'active users in the last 30 minutes', {
				exact: false,
			} )
		).toBeInTheDocument();

		const bars = screen
			.getByRole( 'img', { name: /Active users per minute/ } )
			.querySelectorAll( 'rect' );
		expect( bars ).toHaveLength( 30 );
		expect( bars[ 29 ].getAttribute( 'data-minutes-ago' ) ).toBe( '0' );
		expect( bars[ 29 ].textContent ).toBe( '0 min ago: 3' );
		expect( bars[ 0 ].textContent ).toBe( '29 min ago: 1' );
		expect( bars[ 10 ].textContent ).toBe( '19 min ago: 0' );

		const pages = screen.getByRole( 'list', {
			name: 'Top pages right now',
		} );
		expect(
			within( pages )
				.getAllByRole( 'listitem' )
				.map( ( li ) => li.textContent )
		).toEqual( [ 'Classic Banana Bread 4', 'Sourdough Starter Guide 2' ] );
		const countries = screen.getByRole( 'list', {
			name: 'Where they are',
		} );
		expect(
			within( countries ).getAllByRole( 'listitem' )[ 0 ]
		).toHaveTextContent( 'United States 5' );
		expect( screen.getByText( /Today so far/ ) ).toBeInTheDocument();
		expect( screen.getByText( '812' ) ).toBeInTheDocument();
		expect(
			screen.getByText( /incomplete: Google is still collecting/ )
		).toBeInTheDocument();

		// Today so far asks for today only; the realtime reads ask for realtime fields only.
		const today = new Date().toISOString().slice( 0, 10 );
		expect( test.itemsFor( REPORT )[ 0 ].params ).toMatchObject( {
			startDate: today,
			endDate: today,
		} );
		expect( test.itemsFor( REALTIME ) ).toHaveLength( 3 );
	} );

	it( 'reads realtime again every minute while the tab is visible, keeping the figures on screen meanwhile', async () => {
		test = setUpWidgetTest( answers( 3 ) );
		renderWidget(
			RealtimeStrip,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await advance( 0 );
		expect( await headline() ).toBe( '6' );
		const before = test.itemsFor( REALTIME ).length;

		test.answerWith( answers( 10 ) );
		await advance( REALTIME_REFRESH_MS - 200 );
		expect( test.itemsFor( REALTIME ) ).toHaveLength( before );
		expect( await headline() ).toBe( '6' );

		await advance( 200 );
		expect( test.itemsFor( REALTIME ) ).toHaveLength( before + 3 );
		expect( await headline() ).toBe( '13' );
		// Today so far is not read again every minute.
		expect( test.itemsFor( REPORT ) ).toHaveLength( 1 );
	} );

	it( 'asks for today so far on the site’s day, and for the new day once the site’s midnight passes', async () => {
		test = setUpWidgetTest( answers( 3 ) );
		// The site is in Auckland; the page was made at 23:58:30 there, 10:58:30 in UTC (the browser's day).
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			siteToday: '2026-03-31',
			siteClock: {
				now: Date.UTC( 2026, 2, 31, 10, 58, 30 ),
				timezone: 'Pacific/Auckland',
				offset: 13 * 3600,
			},
		};
		renderWidget(
			RealtimeStrip,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await advance( 0 );
		expect( await headline() ).toBe( '6' );
		expect(
			test.itemsFor( REPORT ).map( ( item ) => item.params.startDate )
		).toEqual( [ '2026-03-31' ] );

		// Two minutely reads later it is 1 April at the site.
		await advance( REALTIME_REFRESH_MS );
		await advance( REALTIME_REFRESH_MS );
		expect( test.itemsFor( REPORT ).at( -1 )?.params ).toMatchObject( {
			startDate: '2026-04-01',
			endDate: '2026-04-01',
		} );
	} );

	it( 'makes no request while the tab is hidden, and reads at once on coming back', async () => {
		test = setUpWidgetTest( answers( 3 ) );
		renderWidget(
			RealtimeStrip,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await advance( 0 );
		expect( await headline() ).toBe( '6' );
		const before = test.batchItems().length;

		setVisibility( 'hidden' );
		test.answerWith( answers( 20 ) );
		await advance( 5 * REALTIME_REFRESH_MS );
		expect( test.batchItems() ).toHaveLength( before );

		setVisibility( 'visible' );
		await advance( 0 );
		expect( test.itemsFor( REALTIME ).length ).toBe( 6 );
		expect( await headline() ).toBe( '23' );

		// Coming back within the minute does not read again.
		setVisibility( 'hidden' );
		setVisibility( 'visible' );
		await advance( 0 );
		expect( test.itemsFor( REALTIME ).length ).toBe( 6 );
	} );

	it( 'says in one sentence why the figures are the last good copy', async () => {
		const good = answers( 3 );
		test = setUpWidgetTest( ( item ) => {
			const answer = good( item );
			return item.path === REALTIME
				? {
						...answer,
						stale: {
							since: 1700000000,
							code: 'RESOURCE_EXHAUSTED',
							message:
								'Exhausted concurrent requests quota for realtime reports.',
							cause: 'quota',
						},
				  }
				: answer;
		} );
		renderWidget(
			RealtimeStrip,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await advance( 0 );
		expect( await headline() ).toBe( '6' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			/^Google’s usage limit for this site is reached for now; showing the data from [^(]+\.$/
		);
	} );

	it( 'renders nothing on a page’s dashboard', async () => {
		test = setUpWidgetTest( answers( 3 ) );
		const { container } = renderWidget(
			RealtimeStrip,
			{ dateRange: 'last-28-days', entityURL: 'http://example.org/a/' },
			test.registry
		);
		await advance( 0 );
		expect( container.textContent ).toBe( '' );
		expect( test.itemsFor( REALTIME ) ).toHaveLength( 0 );
	} );

	it( 'places each minute by its minutesAgo value', () => {
		const values = perMinute(
			ga4Report(
				[ 'minutesAgo' ],
				[ 'activeUsers' ],
				[
					[ [ '05' ], [ 7 ] ],
					[ [ '00' ], [ 1 ] ],
				]
			)
		);
		expect( values[ 29 ] ).toBe( 1 );
		expect( values[ 24 ] ).toBe( 7 );
		expect( values.reduce( ( a, b ) => a + b, 0 ) ).toBe( 8 );
	} );
} );
