/**
 * The network overview's REST routes on the fake server, as the contract describes them (issue 26): a small
 * in-memory network whose list pages, searches and sorts like the server, so the UI tests see what a super admin
 * would after each request.
 */

/**
 * Internal dependencies
 */
import type { FakeServer } from '../../../api/test/fake-server';
import type {
	NetworkSite,
	SiteFigures,
	SitesPage,
} from '../../../datastore/network';

export interface NetworkRoutes {
	sites: NetworkSite[];
	/** What site-figures answers per site (an error reply when it is a number: that HTTP status). */
	figures: Record< number, SiteFigures | number >;
	/** Sites reset so far. */
	reset: number[];
}

/**
 * A site of the fake network.
 *
 * @param id    Site ID.
 * @param extra Fields to override.
 */
export function siteFixture(
	id: number,
	extra: Partial< NetworkSite > = {}
): NetworkSite {
	const url = `http://example.org/site-${ id }/`;
	return {
		id,
		name: `Site ${ id }`,
		url,
		dashboardURL: `${ url }wp-admin/admin.php?page=googlesitekit-dashboard`,
		settingsURL: `${ url }wp-admin/admin.php?page=googlesitekit-settings`,
		redirectURI: `${ url }wp-admin/index.php?oauth2callback=1`,
		state: 'connected',
		services: [
			{ slug: 'search-console', name: 'Search Console' },
			{ slug: 'analytics', name: 'Analytics' },
		],
		owner: { id: 1, name: 'Ada Admin' },
		refused: [],
		figures: knownFigures( 100 * id, 10 * id ),
		...extra,
	};
}

/**
 * Figures the cache holds.
 *
 * @param visitors Visitors.
 * @param clicks   Clicks.
 * @param earnings Earnings, with their currency.
 */
export function knownFigures(
	visitors: number | null,
	clicks: number | null,
	earnings: SiteFigures[ 'earnings' ] = null
): SiteFigures {
	return {
		visitors,
		clicks,
		earnings,
		pending: [],
		errors: {},
		known: true,
	};
}

/** Figures the cache does not hold. */
export const UNKNOWN: SiteFigures = {
	visitors: null,
	clicks: null,
	earnings: null,
	pending: [ 'visitors', 'clicks', 'earnings' ],
	errors: {},
	known: false,
};

function sortValue( site: NetworkSite, orderby: string ): number | null {
	if ( orderby === 'state' ) {
		return site.state === 'connected' ? 1 : 0;
	}
	const figure = site.figures[ orderby as 'visitors' ];
	return typeof figure === 'number' ? figure : null;
}

/**
 * Answers the routes from `routes`, which the test may change at any time.
 *
 * @param server The fake server.
 * @param routes The server side's state.
 */
export function fakeNetworkRoutes(
	server: FakeServer,
	routes: NetworkRoutes
): void {
	server.on( 'GET', 'core/network/data/sites', ( request ) => {
		const page = Number( request.query.page || 1 );
		const perPage = Number( request.query.perPage || 20 );
		const search = ( request.query.search || '' ).toLowerCase();
		const orderby = request.query.orderby || 'name';
		const desc = request.query.order === 'desc';
		const matching = routes.sites
			.filter(
				( site ) =>
					! search ||
					site.name.toLowerCase().includes( search ) ||
					site.url.toLowerCase().includes( search )
			)
			.filter(
				( site ) =>
					request.query.refused !== 'true' || site.refused.length > 0
			);
		matching.sort( ( a, b ) => {
			if ( orderby === 'name' ) {
				return ( desc ? -1 : 1 ) * a.name.localeCompare( b.name );
			}
			const x = sortValue( a, orderby );
			const y = sortValue( b, orderby );
			if ( x === null || y === null ) {
				return Number( x === null ) - Number( y === null );
			}
			return ( desc ? -1 : 1 ) * ( x - y );
		} );
		const body: SitesPage = {
			sites: matching.slice( ( page - 1 ) * perPage, page * perPage ),
			total: matching.length,
			page,
			perPage,
		};
		return { body };
	} );
	server.on( 'GET', 'core/network/data/site-figures', ( request ) => {
		const answer = routes.figures[ Number( request.query.site ) ];
		if ( typeof answer === 'number' || answer === undefined ) {
			const status = answer ?? 404;
			return {
				status,
				body: {
					code: 'internal_server_error',
					message: 'Google failed.',
					data: { status },
				},
			};
		}
		return { body: answer };
	} );
	server.on( 'POST', 'core/network/data/reset-site', ( request ) => {
		const { site } = request.body as { site: number };
		routes.reset.push( site );
		routes.sites = routes.sites.map( ( item ) =>
			item.id === site
				? {
						...item,
						state: 'not-connected',
						services: [],
						owner: null,
						figures: knownFigures( null, null ),
				  }
				: item
		);
		return { body: { reset: true, site } };
	} );
}
