/**
 * PageSpeed Insights v5 runPagespeed. No OAuth token needed (an API key `key=` is optional).
 * Results are a pure function of (seed, URL, strategy): stable, and different per page and strategy.
 */
import type { Page } from '../data/catalog';
import { hashString, unit } from '../data/prng';
import type { Emulator } from '../emulator';
import { invalidArgument } from '../http/errors';
import { json } from '../http/respond';
import type { EmuRequest, EmuResponse, JsonObject } from '../http/types';
import { route, type Route } from '../router';
import { fieldData } from './pagespeed-field';
import { labAudits, labValues, type Strategy } from './pagespeed-lab';
import {
	CATEGORY_GROUPS,
	insightAudits,
	LIGHTHOUSE_VERSION,
	performanceAuditRefs,
} from './pagespeed-insights';

/** Pages below this traffic rank have too few Chrome visits for their own CrUX data. */
const FIELD_DATA_RANK = 40;

/**
 * Whether CrUX would have data of its own for this URL: the site's pages by traffic rank, other sites' by hash.
 * @param emu
 * @param url
 */
function hasOwnFieldData( emu: Emulator, url: URL ): boolean {
	// A page of a network's extra site: ranked among that site's pages.
	const extra = emu
		.extraSites()
		.find( ( e ) => url.href.startsWith( e.url ) );
	if ( extra ) {
		return busyPage(
			emu.siteDataset( extra.site ).catalog.pages,
			url.pathname.slice( extra.pathPrefix.length )
		);
	}
	if ( url.origin !== emu.siteOrigin() ) {
		return (
			url.pathname === '/' ||
			unit( emu.config.seed, hashString( url.href ), 0x77 ) >= 0.3
		);
	}
	const pages = emu.dataset( false, 'ga' ).catalog.pages;
	const sitePath = new URL( emu.config.siteUrl ).pathname.replace(
		/\/$/,
		''
	);
	const path = url.pathname.startsWith( sitePath )
		? url.pathname.slice( sitePath.length ) || '/'
		: url.pathname;
	return busyPage( pages, path );
}

/**
 * Whether a page is among the site's FIELD_DATA_RANK most visited.
 * @param pages The site's catalog pages.
 * @param path  The page's path below the site's home URL.
 */
function busyPage( pages: Page[], path: string ): boolean {
	const page = pages.find( ( p ) => p.path === path );
	if ( ! page ) {
		return false;
	}
	const heavier = pages.filter( ( p ) => p.weight > page.weight ).length;
	return heavier < FIELD_DATA_RANK;
}

const CATEGORIES: Record< string, [ string, string ] > = {
	PERFORMANCE: [ 'performance', 'Performance' ],
	ACCESSIBILITY: [ 'accessibility', 'Accessibility' ],
	BEST_PRACTICES: [ 'best-practices', 'Best Practices' ],
	SEO: [ 'seo', 'SEO' ],
};

const USER_AGENTS: Record< Strategy, string > = {
	mobile: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
	desktop:
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Chrome-Lighthouse',
};

function parseUrl( value: string | null ): URL {
	if ( ! value ) {
		throw invalidArgument( 'Required parameter: url' );
	}
	try {
		const url = new URL( value );
		if ( url.protocol === 'http:' || url.protocol === 'https:' ) {
			return url;
		}
	} catch {
		// Falls through to the error below.
	}
	throw invalidArgument(
		`Invalid value at 'url' (TYPE_STRING), "${ value }"`
	);
}

/**
 * How long PageSpeed takes to answer: the configured `pagespeedLatencyMs`, else 10–30 s in the slow-pagespeed
 * scenario (fixed per URL and strategy), else at once.
 * @param emu
 * @param key
 */
export function pagespeedLatency( emu: Emulator, key: string ): number {
	if ( emu.config.pagespeedLatencyMs !== null ) {
		return emu.config.pagespeedLatencyMs;
	}
	return emu.scenario().slowPagespeed
		? Math.round(
				10000 + 20000 * unit( emu.config.seed, hashString( key ), 0x5e )
		  )
		: 0;
}

async function runPagespeed(
	req: EmuRequest,
	emu: Emulator
): Promise< EmuResponse > {
	const response = analyse( req, emu );
	const latency = pagespeedLatency(
		emu,
		`${ req.query.get( 'url' ) }|${ req.query.get( 'strategy' ) }`
	);
	if ( latency > 0 ) {
		// Unref'd: a pending slow answer never keeps a stopping process alive.
		await new Promise( ( resolve ) =>
			setTimeout( resolve, latency ).unref()
		);
	}
	return response;
}

function analyse( req: EmuRequest, emu: Emulator ): EmuResponse {
	const url = parseUrl( req.query.get( 'url' ) );
	const rawStrategy = (
		req.query.get( 'strategy' ) ?? 'desktop'
	).toLowerCase();
	if ( rawStrategy !== 'mobile' && rawStrategy !== 'desktop' ) {
		throw invalidArgument(
			`Invalid value at 'strategy' (type.googleapis.com/google.chrome.pagespeedonline.v5.Strategy), "${ req.query.get(
				'strategy'
			) }"`
		);
	}
	const strategy: Strategy = rawStrategy;
	const requested = req.query
		.getAll( 'category' )
		.map( ( c ) => c.toUpperCase().replace( '-', '_' ) );
	for ( const c of requested ) {
		if ( ! CATEGORIES[ c ] ) {
			throw invalidArgument(
				`Invalid value at 'category' (type.googleapis.com/google.chrome.pagespeedonline.v5.Category), "${ c }"`
			);
		}
	}
	const categories = requested.length
		? [ ...new Set( requested ) ]
		: [ 'PERFORMANCE' ];
	const seed = emu.config.seed;
	const href = url.href;
	const urlHash = hashString( href );
	const originHash = hashString( url.origin );
	const sid = strategy === 'mobile' ? 1 : 2;
	// The origin sets the overall speed; each page varies around it.
	const siteQuality = 0.35 + 0.5 * unit( seed, originHash, 0x51 );
	const quality = Math.min(
		1,
		Math.max(
			0,
			siteQuality +
				0.25 * ( unit( seed, urlHash, 0x52 ) - 0.5 ) -
				( strategy === 'mobile' ? 0.1 : 0 )
		)
	);
	const lab = {
		strategy,
		origin: url.origin,
		quality,
		u: ( k: number ) => unit( seed, urlHash, sid, k ),
	};
	const lighthouse = labAudits( lab, labValues( lab ) );
	const performance = lighthouse.performance;
	const audits: JsonObject = {
		...lighthouse.audits,
		...insightAudits( lab ),
	};
	const categoryJson: JsonObject = {};
	for ( const c of categories ) {
		const [ id, title ] = CATEGORIES[ c ];
		const score =
			id === 'performance'
				? performance
				: Math.round(
						( 0.75 +
							0.25 *
								unit( seed, urlHash, sid, 40 + id.length ) ) *
							100
				  ) / 100;
		categoryJson[ id ] = {
			id,
			title,
			score,
			auditRefs:
				id === 'performance' ? performanceAuditRefs( audits ) : [],
		};
	}
	const fieldQuality =
		( hash: number, spread: number ) => ( metric: string ) =>
			Math.min(
				1,
				Math.max(
					0,
					quality +
						spread *
							( unit( seed, hash, sid, hashString( metric ) ) -
								0.5 ) +
						0.1
				)
			);
	const fieldMode = emu.scenario().psiField;
	// CrUX: no data at all (new site), the origin's figures in place of a page's (origin_fallback), or both.
	const fieldBlocks = (): JsonObject => {
		if ( fieldMode === 'none' ) {
			return { loadingExperience: { initial_url: href } };
		}
		const origin = fieldData(
			url.origin,
			href,
			fieldQuality( originHash, 0.2 )
		);
		const own =
			fieldMode === 'normal' && hasOwnFieldData( emu, url )
				? fieldData( href, href, fieldQuality( urlHash, 0.4 ) )
				: { ...origin, origin_fallback: true };
		return { loadingExperience: own, originLoadingExperience: origin };
	};
	const fetchTime = new Date( emu.now() ).toISOString();
	const body: JsonObject = {
		captchaResult: 'CAPTCHA_RESULT_NO_ERROR',
		kind: 'pagespeedonline#result',
		id: href,
		...fieldBlocks(),
		lighthouseResult: {
			requestedUrl: href,
			finalUrl: href,
			mainDocumentUrl: href,
			finalDisplayedUrl: href,
			lighthouseVersion: LIGHTHOUSE_VERSION,
			userAgent: USER_AGENTS[ strategy ],
			fetchTime,
			environment: {
				networkUserAgent: USER_AGENTS[ strategy ],
				hostUserAgent: USER_AGENTS[ strategy ],
				benchmarkIndex: 1500,
				credits: {},
			},
			runWarnings: [],
			configSettings: {
				emulatedFormFactor: strategy,
				formFactor: strategy,
				locale: req.query.get( 'locale' ) ?? 'en-US',
				onlyCategories: categories.map( ( c ) => CATEGORIES[ c ][ 0 ] ),
				channel: 'lr',
			},
			audits,
			categories: categoryJson,
			categoryGroups: CATEGORY_GROUPS,
			timing: {
				total: Math.round(
					6000 + 8000 * unit( seed, urlHash, sid, 99 )
				),
			},
		},
		analysisUTCTimestamp: fetchTime,
	};
	return json( 200, body );
}

export const pagespeedRoutes: Route[] = [
	route(
		'GET',
		'/pagespeedonline\\.googleapis\\.com/pagespeedonline/v5/runPagespeed',
		'pagespeed',
		( req, _p, emu ) => runPagespeed( req, emu )
	),
];
