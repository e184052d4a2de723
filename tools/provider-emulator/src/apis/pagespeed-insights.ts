/**
 * Lighthouse 13 "insight" audits (the recommendations that replaced the old opportunity audits) and the
 * performance category's auditRefs / categoryGroups as Lighthouse 13 groups them.
 */
import type { JsonObject } from '../http/types';
import type { LabInput } from './pagespeed-lab';
import { kib, millis } from './pagespeed-math';

export const LIGHTHOUSE_VERSION = '13.0.1';

interface InsightDef {
	id: string;
	title: string;
	description: string;
	/** Metrics this insight can save time on; the first takes the full saving. */
	saves: Array< 'FCP' | 'LCP' | 'CLS' | 'INP' >;
	/** A resource it points at (path on the site), or null. */
	path: string | null;
	/** Whether its display value speaks in bytes (else in ms). */
	bytes: boolean;
}

const INSIGHTS: InsightDef[] = [
	{
		id: 'render-blocking-insight',
		title: 'Render blocking requests',
		description:
			"Requests are blocking the page's initial render, which may delay LCP. Deferring or inlining can move these network requests out of the critical path.",
		saves: [ 'FCP', 'LCP' ],
		path: '/wp-content/themes/harvest/style.css',
		bytes: false,
	},
	{
		id: 'lcp-discovery-insight',
		title: 'LCP request discovery',
		description:
			'Optimize LCP by making the LCP image discoverable from the HTML immediately, and avoiding lazy-loading.',
		saves: [ 'LCP' ],
		path: '/wp-content/uploads/2024/05/hero-1600x900.jpg',
		bytes: false,
	},
	{
		id: 'image-delivery-insight',
		title: 'Improve image delivery',
		description:
			'Reducing the download time of images can improve the perceived load time of the page and LCP.',
		saves: [ 'LCP', 'FCP' ],
		path: '/wp-content/uploads/2024/03/gallery-3.jpg',
		bytes: true,
	},
	{
		id: 'document-latency-insight',
		title: 'Document request latency',
		description:
			'Your first network request is the most important. Reduce its latency by avoiding redirects, ensuring a fast server response, and enabling text compression.',
		saves: [ 'FCP', 'LCP' ],
		path: '/',
		bytes: false,
	},
	{
		id: 'cache-insight',
		title: 'Use efficient cache lifetimes',
		description:
			'A long cache lifetime can speed up repeat visits to your page.',
		saves: [ 'LCP' ],
		path: '/wp-content/themes/harvest/js/theme.js',
		bytes: true,
	},
	{
		id: 'font-display-insight',
		title: 'Font display',
		description:
			'Consider setting font-display to swap or optional to ensure text is consistently visible.',
		saves: [ 'FCP' ],
		path: '/wp-content/themes/harvest/fonts/lora.woff2',
		bytes: false,
	},
	{
		id: 'third-parties-insight',
		title: '3rd parties',
		description:
			'3rd party code can significantly impact load performance. Reduce and defer loading of 3rd party code to prioritize your page content.',
		saves: [ 'LCP' ],
		path: null,
		bytes: true,
	},
	{
		id: 'legacy-javascript-insight',
		title: 'Legacy JavaScript',
		description:
			"Polyfills and transforms enable older browsers to use new JavaScript features. However, many aren't necessary for modern browsers.",
		saves: [ 'LCP', 'FCP' ],
		path: '/wp-includes/js/jquery/jquery.min.js',
		bytes: true,
	},
	{
		id: 'cls-culprits-insight',
		title: 'Layout shift culprits',
		description:
			'Layout shifts occur when elements move absent any user interaction. Investigate the causes, such as elements being added, removed, or their fonts changing as the page loads.',
		saves: [ 'CLS' ],
		path: null,
		bytes: false,
	},
	{
		id: 'lcp-breakdown-insight',
		title: 'LCP breakdown',
		description:
			'Each subpart has specific improvement strategies. Ideally, most of the LCP time should be spent on loading the resources, not within delays.',
		saves: [],
		path: null,
		bytes: false,
	},
	{
		id: 'network-dependency-tree-insight',
		title: 'Network dependency tree',
		description:
			'Avoid chaining critical requests by reducing the length of chains, reducing the download size of resources, or deferring the download of unnecessary resources to improve page load.',
		saves: [ 'LCP' ],
		path: null,
		bytes: false,
	},
];

/** Diagnostics Lighthouse 13 still runs as classic audits. */
const DIAGNOSTICS = [ 'unused-javascript', 'unused-css-rules' ];

const METRIC_REFS: Array< [ string, number, string ] > = [
	[ 'first-contentful-paint', 10, 'FCP' ],
	[ 'largest-contentful-paint', 25, 'LCP' ],
	[ 'total-blocking-time', 30, 'TBT' ],
	[ 'cumulative-layout-shift', 25, 'CLS' ],
	[ 'speed-index', 10, 'SI' ],
];

function insightScore( savingsMs: number ): number {
	if ( savingsMs < 100 ) {
		return 1;
	}
	return savingsMs < 500 ? 0.5 : 0;
}

/**
 * The insight audits of one run: savings grow with the page's slowness and are rounded like Lighthouse's.
 * @param input
 */
export function insightAudits( input: LabInput ): JsonObject {
	const audits: JsonObject = {};
	const mobile = input.strategy === 'mobile';
	INSIGHTS.forEach( ( def, i ) => {
		const u = input.u( 50 + i );
		const savingsMs =
			def.saves.length && def.saves[ 0 ] !== 'CLS'
				? Math.round(
						( ( 1 - input.quality ) *
							1500 *
							u *
							( mobile ? 1 : 0.35 ) ) /
							10
				  ) * 10
				: 0;
		const wastedBytes = Math.round( 8000 + 300000 * input.u( 70 + i ) );
		const metricSavings: JsonObject = {};
		def.saves.forEach( ( metric, k ) => {
			if ( metric === 'CLS' ) {
				metricSavings.CLS =
					Math.round( ( 1 - input.quality ) * 0.2 * u * 1000 ) / 1000;
			} else {
				metricSavings[ metric ] =
					k === 0 ? savingsMs : Math.round( savingsMs * 0.6 );
			}
		} );
		let score = insightScore( savingsMs );
		if ( def.saves[ 0 ] === 'CLS' ) {
			score = ( metricSavings.CLS as number ) > 0.05 ? 0 : 1;
		}
		const audit: JsonObject = {
			id: def.id,
			title: def.title,
			description: def.description,
			score,
			scoreDisplayMode: def.saves.length ? 'metricSavings' : 'numeric',
		};
		if ( def.saves.length ) {
			audit.metricSavings = metricSavings;
		}
		if ( savingsMs > 0 || def.bytes ) {
			audit.displayValue = def.bytes
				? `Est savings of ${ kib( wastedBytes ) }`
				: `Est savings of ${ millis( savingsMs ) }`;
		}
		audit.details = {
			type: 'list',
			items: def.path
				? [
						{
							type: 'table',
							headings: [
								{
									key: 'url',
									valueType: 'url',
									label: 'URL',
								},
								{
									key: 'wastedBytes',
									valueType: 'bytes',
									label: 'Est Savings',
								},
							],
							items: [
								{
									url: input.origin + def.path,
									wastedBytes,
								},
							],
						},
				  ]
				: [],
		};
		audits[ def.id ] = audit;
	} );
	return audits;
}

/**
 * categories.performance.auditRefs in Lighthouse 13's order and groups.
 * @param audits
 */
export function performanceAuditRefs( audits: JsonObject ): JsonObject[] {
	return [
		...METRIC_REFS.map( ( [ id, weight, acronym ] ) => ( {
			id,
			weight,
			group: 'metrics',
			acronym,
		} ) ),
		...INSIGHTS.map( ( def ) => ( {
			id: def.id,
			weight: 0,
			group: 'insights',
		} ) ),
		...DIAGNOSTICS.filter( ( id ) => id in audits ).map( ( id ) => ( {
			id,
			weight: 0,
			group: 'diagnostics',
		} ) ),
	];
}

export const CATEGORY_GROUPS: JsonObject = {
	metrics: { title: 'Metrics' },
	insights: {
		title: 'Insights',
		description:
			"These insights are also available in the Chrome DevTools Performance Panel - record a trace to view more detailed information. They don't directly affect the Performance score.",
	},
	diagnostics: {
		title: 'Diagnostics',
		description:
			"More information about the performance of your application. These numbers don't directly affect the Performance score.",
	},
};

/** Lighthouse runtime errors the PageSpeed API reports as 500s: code → message after the code. */
export const LIGHTHOUSE_ERRORS: Record< string, string > = {
	FAILED_DOCUMENT_REQUEST:
		'Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Details: net::ERR_CONNECTION_FAILED)',
	ERRORED_DOCUMENT_REQUEST:
		'Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Status code: 500)',
	NO_FCP: 'The page did not paint any content. Please ensure you keep the browser window in the foreground during the load and try again. (NO_FCP)',
	NOT_HTML:
		'The page provided is not HTML (served as MIME type application/json).',
	PROTOCOL_TIMEOUT:
		'Waiting for DevTools protocol response has exceeded the allotted time. (Method: Network.enable)',
};

/**
 * The full error message PageSpeed answers for a Lighthouse runtime error.
 * @param code
 */
export function lighthouseErrorMessage( code: string ): string {
	return `Lighthouse returned error: ${ code }. ${ LIGHTHOUSE_ERRORS[ code ] }`;
}
