/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import PostStatsCell, { type PostStatsCellProps } from '../PostStatsCell';
import { trendOf, trendText } from '../trend';
import type { PostFigures, PostStats } from '../types';
import { POST_FIGURE_LINES } from '../../../modules/post-figures';

/**
 * The cell with the modules' figures, as the posts list's entry renders it.
 *
 * @param props The cell's other props.
 */
function Cell( props: Omit< PostStatsCellProps, 'figures' > ) {
	return <PostStatsCell figures={ POST_FIGURE_LINES } { ...props } />;
}

const DASHBOARD =
	'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard&permaLink=http%3A%2F%2Fexample.org%2Fhello%2F';

function post( overrides: Partial< PostFigures > = {} ): PostFigures {
	return {
		path: '/hello/',
		views: 1234,
		// 10 in the first half, 20 in the second: up 100%.
		viewsTrend: [ 4, 6, 8, 12 ],
		clicks: 56,
		clicksTrend: [ 20, 10, 5, 5 ],
		dashboardURL: DASHBOARD,
		...overrides,
	};
}

function stats( overrides: Partial< PostStats > = {} ): PostStats {
	return {
		dateRange: 'last-28-days',
		dateRangeLabel: 'Last 28 days',
		startDate: '2026-01-01',
		endDate: '2026-01-04',
		dates: [ '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04' ],
		services: { analytics: true, 'search-console': true },
		posts: { 7: post() },
		errors: {},
		stale: {},
		...overrides,
	};
}

describe( 'PostStatsCell', () => {
	it( 'shows views and Search clicks, each a link to the post’s entity dashboard with its trend in words', () => {
		render( <Cell stats={ stats() } post={ post() } /> );
		const links = screen.getAllByRole( 'link' );
		expect( links ).toHaveLength( 2 );
		expect( links[ 0 ] ).toHaveAttribute( 'href', DASHBOARD );
		expect( links[ 1 ] ).toHaveAttribute( 'href', DASHBOARD );
		expect( links[ 0 ] ).toHaveAccessibleName(
			'1.2K views trend: up 100%'
		);
		// 30 then 10: down two thirds.
		expect( links[ 1 ] ).toHaveAccessibleName(
			'56 Search clicks trend: down 66.67%'
		);
		// The exact figure when hovering the abbreviated one.
		expect( links[ 0 ] ).toHaveAttribute( 'title', '1,234' );
		expect(
			within( links[ 0 ] ).getByRole( 'img', {
				name: 'trend: up 100%',
			} )
		).toBeInTheDocument();
	} );

	it( 'uses the singular for one view and leaves the sparkline out without a trend', () => {
		render(
			<Cell
				stats={ stats() }
				post={ post( { views: 1, viewsTrend: null } ) }
			/>
		);
		const views = screen.getAllByRole( 'link' )[ 0 ];
		expect( views ).toHaveAccessibleName( '1 view' );
		expect( within( views ).queryByRole( 'img' ) ).not.toBeInTheDocument();
	} );

	it( 'shows a dash with the reason for a service the user does not get', () => {
		render(
			<Cell
				stats={ stats( {
					services: { analytics: false, 'search-console': true },
				} ) }
				post={ post( { views: null, viewsTrend: null } ) }
			/>
		);
		expect( screen.getAllByRole( 'link' ) ).toHaveLength( 1 );
		expect( screen.getByRole( 'link' ) ).toHaveAccessibleName(
			/^56 Search clicks/
		);
		expect( screen.getByText( '—' ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Views: not shown, Analytics is not connected or not shared with you.'
			)
		).toBeInTheDocument();
	} );

	it( 'says in words that a service failed, keeping the other figure', () => {
		render(
			<Cell
				stats={ stats( {
					errors: {
						'search-console': {
							code: 'forbidden',
							message:
								'User does not have sufficient permission.',
							data: { status: 403 },
						},
					},
				} ) }
				post={ post( { clicks: null, clicksTrend: null } ) }
			/>
		);
		expect( screen.getByText( 'Search clicks unavailable' ) ).toBeVisible();
		expect(
			screen.getByText(
				'Search clicks could not be loaded: User does not have sufficient permission.'
			)
		).toBeInTheDocument();
		expect( screen.getByRole( 'link' ) ).toHaveAccessibleName(
			/^1\.2K views/
		);
	} );

	it( 'marks figures served from an older copy', () => {
		render(
			<Cell
				stats={ stats( {
					stale: { analytics: '2026-01-05T10:00:00Z' },
				} ) }
				post={ post() }
			/>
		);
		const [ views, clicks ] = screen.getAllByRole( 'link' );
		expect( within( views ).getByText( 'older' ) ).toBeInTheDocument();
		expect( views ).toHaveAccessibleName(
			/Google did not answer: figures of Jan 5, 2026/
		);
		expect( within( clicks ).queryByText( 'older' ) ).toBeNull();
	} );

	it( 'shows the request’s error in the cell', () => {
		const { container } = render(
			<Cell requestError="The site could not be reached." />
		);
		expect( screen.getByText( 'Figures unavailable' ) ).toBeVisible();
		expect(
			screen.getByText(
				'Figures could not be loaded: The site could not be reached.'
			)
		).toBeInTheDocument();
		// Still two lines: the row keeps its height.
		expect(
			container.querySelectorAll( '.googlesitekit-post-stats__line' )
		).toHaveLength( 2 );
	} );

	it( 'says when Google has no figures for the post', () => {
		render( <Cell stats={ stats() } /> );
		expect(
			screen.getByText(
				'No figures: Google does not report on this post’s address.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'lets the keyboard reach the figures in order', async () => {
		render( <Cell stats={ stats() } post={ post() } /> );
		const user = userEvent.setup();
		await user.tab();
		expect( screen.getAllByRole( 'link' )[ 0 ] ).toHaveFocus();
		await user.tab();
		expect( screen.getAllByRole( 'link' )[ 1 ] ).toHaveFocus();
	} );
} );

describe( 'trend', () => {
	it( 'compares the second half of the days with the first, leaving an odd middle day out', () => {
		expect( trendOf( [ 10, 99, 11 ] ) ).toEqual( {
			direction: 'up',
			change: 0.1,
		} );
		expect( trendText( trendOf( [ 0, 0, 0, 0 ] ) ) ).toBe( 'trend: flat' );
		expect( trendText( trendOf( [ 0, 0, 3, 1 ] ) ) ).toBe(
			'trend: up from none'
		);
		expect( trendText( trendOf( [ 5, 5, 0, 0 ] ) ) ).toBe(
			'trend: down 100%'
		);
	} );
} );
