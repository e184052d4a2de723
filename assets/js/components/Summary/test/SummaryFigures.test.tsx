/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import SummaryFigures from '../SummaryFigures';
import { dateToString } from '../../../util/dates';
import { ga4Report } from '../../../widgets/test/fixtures';
import {
	INTERNAL_ERROR,
	dataBlockText,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchItem,
	type WidgetTest,
} from '../../../widgets/test/helpers';

const FIGURES = [ 'impressions', 'clicks', 'views', 'visitors' ] as const;

/** Views add up; visitors do not: GA4's totals (900) are below the two days' sum. */
const analytics = ga4Report(
	[ 'date', 'dateRange' ],
	[ 'screenPageViews', 'totalUsers' ],
	[
		[
			[ '20261101', 'date_range_0' ],
			[ 1000, 600 ],
		],
		[
			[ '20261102', 'date_range_0' ],
			[ 1000, 600 ],
		],
		[
			[ '20261001', 'date_range_1' ],
			[ 1000, 500 ],
		],
	],
	[
		[ 2000, 900 ],
		[ 1000, 500 ],
	]
);

const search = { rows: [ { keys: [], clicks: 40, impressions: 1200 } ] };

const isAnalytics = ( item: BatchItem ) =>
	item.path.startsWith( 'modules/analytics/' );
const isProbe = ( item: BatchItem ) => item.params.dateRange === 'last-90-days';

/**
 * The admin bar / WordPress dashboard figures, all four.
 */
function Figures() {
	return <SummaryFigures figures={ [ ...FIGURES ] } enabled />;
}

const SEARCH = 'modules/search-console/data/searchanalytics';
const PROPERTY = 'modules/analytics/data/property';

/**
 * The day so many days before today (UTC, as jest's site day).
 *
 * @param days Days back.
 */
function daysAgo( days: number ): string {
	return dateToString( Date.now() - days * 86400000 );
}

/**
 * The four figures over a range key (a custom range: "start..end").
 *
 * @param props           Component props.
 * @param props.dateRange Range key.
 */
function FiguresOver( { dateRange }: { dateRange: string } ) {
	return (
		<SummaryFigures
			figures={ [ ...FIGURES ] }
			dateRange={ dateRange }
			enabled
		/>
	);
}

/**
 * Answers with a GA4 property created `createdDaysAgo` days ago, and the reports.
 *
 * @param createdDaysAgo Days since the property's creation.
 */
const answersWithProperty =
	( createdDaysAgo: number ) => ( item: BatchItem ) => {
		if ( item.path === PROPERTY ) {
			return {
				value: {
					createTime: `${ daysAgo( createdDaysAgo ) }T09:26:53.589Z`,
				},
			};
		}
		return { value: isAnalytics( item ) ? analytics : search };
	};

/**
 * The summary's note of a service, in place of its figures or under them.
 *
 * @param service Service slug.
 */
const noteOf = async ( service: string ) =>
	( await screen.findAllByRole( 'note' ) ).find(
		( note ) => note.getAttribute( 'data-service' ) === service
	);

describe( 'SummaryFigures', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'shows unique visitors from GA4’s de-duplicated totals, never the sum of the days', async () => {
		test = setUpWidgetTest( ( item ) => ( {
			value: isAnalytics( item ) ? analytics : search,
		} ) );
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		expect( ( await dataBlockText( 'Unique visitors' ) ).value ).toBe(
			'900'
		);
		expect( ( await dataBlockText( 'Views' ) ).value ).toBe( '2K' );
	} );

	it( 'hides only the figures of the service that failed, naming it', async () => {
		test = setUpWidgetTest( ( item ) =>
			isAnalytics( item ) ? INTERNAL_ERROR : { value: search }
		);
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		expect( ( await dataBlockText( 'Total clicks' ) ).value ).toBe( '40' );
		expect(
			await screen.findByText( 'Analytics data could not be loaded' )
		).toBeVisible();
		expect( screen.queryByText( 'Unique visitors' ) ).toBeNull();
	} );

	it( 'keeps a service’s last good figures while Google is down, saying why under them', async () => {
		test = setUpWidgetTest( ( item ) =>
			isAnalytics( item )
				? { value: analytics }
				: {
						value: search,
						stale: {
							since: 1700000000,
							code: 'RESOURCE_EXHAUSTED',
							message: 'Quota exceeded.',
							cause: 'quota',
						},
				  }
		);
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		expect( ( await dataBlockText( 'Total clicks' ) ).value ).toBe( '40' );
		const notices = await screen.findAllByRole( 'status' );
		expect( notices ).toHaveLength( 1 );
		expect( notices[ 0 ] ).toHaveTextContent(
			/^Google’s usage limit for this site is reached for now; showing the data from /
		);
	} );

	it( 'shows a refusal by Google as the error with its fix, in place of the service’s figures', async () => {
		test = setUpWidgetTest( ( item ) =>
			isAnalytics( item )
				? {
						error: {
							code: 'PERMISSION_DENIED',
							message:
								'User does not have sufficient permissions for this property.',
							data: {
								status: 403,
								reason: 'forbidden',
								fix: 'Ask an administrator of it at Google to give your account access again.',
								fixURL: 'http://example.org/wp-admin/admin.php?page=googlesitekit-settings#/connected-services/analytics',
							},
						},
				  }
				: { value: search }
		);
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Error: User does not have sufficient permissions for this property.'
		);
		expect( alert ).toHaveTextContent(
			'Ask an administrator of it at Google to give your account access again.'
		);
		expect(
			within( alert ).getByRole( 'link', { name: 'Open the settings' } )
		).toHaveAttribute(
			'href',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-settings#/connected-services/analytics'
		);
		expect(
			within( alert ).queryByRole( 'button', { name: 'Retry' } )
		).toBeNull();
		expect( screen.queryByText( 'Views' ) ).toBeNull();
		expect( screen.queryByRole( 'status' ) ).toBeNull();
	} );

	it( 'says once per service that it is gathering data, instead of showing 0', async () => {
		test = setUpWidgetTest( ( item ) => {
			if ( isAnalytics( item ) ) {
				return { value: ga4Report( [], [ 'sessions' ], [] ) };
			}
			return { value: isProbe( item ) ? {} : search };
		} );
		renderWidget( Figures, { dateRange: 'last-28-days' }, test.registry );
		expect(
			await screen.findAllByText( 'Analytics is gathering data' )
		).toHaveLength( 1 );
		expect( ( await dataBlockText( 'Total impressions' ) ).value ).toBe(
			'1.2K'
		);
	} );

	it( 'shows Search Console’s note instead of zero clicks and impressions for a range older than 16 months, reading none of its reports', async () => {
		test = setUpWidgetTest( answersWithProperty( 2000 ) );
		renderWidget(
			FiguresOver,
			{ dateRange: `${ daysAgo( 760 ) }..${ daysAgo( 740 ) }` },
			test.registry
		);
		// Analytics still has the range: its figures are there.
		expect( ( await dataBlockText( 'Views' ) ).value ).toBe( '2K' );
		const note = await noteOf( 'search-console' );
		expect( note ).toHaveTextContent( 'Older than Search Console keeps' );
		expect( note ).toHaveAttribute(
			'title',
			expect.stringMatching(
				/^Search Console keeps 16 months of data: nothing before \w{3} \d+, \d{4} is available\.$/
			)
		);
		const block = note?.closest( '.googlesitekit-summary__limit' );
		expect(
			within( block as HTMLElement ).getByText( 'Search Console' )
		).toBeVisible();
		expect( screen.queryByText( 'Total clicks' ) ).toBeNull();
		expect( screen.queryByText( 'Total impressions' ) ).toBeNull();
		expect( test.itemsFor( SEARCH ) ).toHaveLength( 0 );
	} );

	it( 'shows Analytics’ note instead of zero views and visitors for a range before the property was created', async () => {
		test = setUpWidgetTest( answersWithProperty( 100 ) );
		renderWidget(
			FiguresOver,
			{ dateRange: `${ daysAgo( 200 ) }..${ daysAgo( 150 ) }` },
			test.registry
		);
		const note = await noteOf( 'analytics' );
		expect( note ).toHaveTextContent( 'Before this property existed' );
		expect( note ).toHaveAttribute(
			'title',
			expect.stringMatching(
				/^This Analytics property was created on \w{3} \d+, \d{4}: Analytics has no data before that day\.$/
			)
		);
		expect( ( await dataBlockText( 'Total clicks' ) ).value ).toBe( '40' );
		expect( screen.queryByText( 'Views' ) ).toBeNull();
		expect( screen.queryByText( 'Unique visitors' ) ).toBeNull();
		// The report is read alongside the property (not after it, which would slow every summary down): its zeros
		// are never shown.
		expect( test.itemsFor( PROPERTY ) ).toHaveLength( 1 );
	} );

	it( 'shows the figures without a change when the compare period is older than a service keeps, saying why', async () => {
		// 300 days ending a month ago: the previous 300 days start about 20 months back, before the property too.
		test = setUpWidgetTest( answersWithProperty( 400 ) );
		renderWidget(
			FiguresOver,
			{ dateRange: `${ daysAgo( 330 ) }..${ daysAgo( 31 ) }` },
			test.registry
		);
		const clicks = await dataBlockText( 'Total clicks' );
		expect( clicks ).toMatchObject( { value: '40', change: null } );
		expect( ( await dataBlockText( 'Views' ) ).change ).toBeNull();
		expect( await noteOf( 'search-console' ) ).toHaveTextContent(
			'No change: comparison period too old'
		);
		expect( await noteOf( 'analytics' ) ).toHaveTextContent(
			'No change: comparison period too old'
		);
		// Only the range is read from Search Console, not its compare period.
		expect(
			test.itemsFor( SEARCH ).map( ( item ) => item.params.startDate )
		).toEqual( [ daysAgo( 330 ) ] );
	} );

	it( 'shows the change when both periods are within what the services keep', async () => {
		test = setUpWidgetTest( answersWithProperty( 2000 ) );
		renderWidget(
			FiguresOver,
			{ dateRange: `${ daysAgo( 60 ) }..${ daysAgo( 31 ) }` },
			test.registry
		);
		expect( ( await dataBlockText( 'Views' ) ).change ).toMatch( /100%/ );
		expect( screen.queryByRole( 'note' ) ).toBeNull();
	} );
} );
