/** Lighthouse lab results: metric audits, opportunity audits and category scores. */
import type { JsonObject } from '../http/types';
import { kib, logNormalScore, millis, seconds } from './pagespeed-math';

export type Strategy = 'mobile' | 'desktop';

/** Lighthouse 12 scoring control points [p10, median] per form factor. */
const CURVES: Record< Strategy, Record< string, [ number, number ] > > = {
	mobile: {
		fcp: [ 1800, 3000 ],
		si: [ 3387, 5800 ],
		lcp: [ 2500, 4000 ],
		tbt: [ 200, 600 ],
		cls: [ 0.1, 0.25 ],
		tti: [ 3785, 7300 ],
	},
	desktop: {
		fcp: [ 934, 1600 ],
		si: [ 1311, 2300 ],
		lcp: [ 1200, 2400 ],
		tbt: [ 150, 350 ],
		cls: [ 0.1, 0.25 ],
		tti: [ 2468, 4500 ],
	},
};

const WEIGHTS: Record< string, number > = {
	fcp: 0.1,
	si: 0.1,
	lcp: 0.25,
	tbt: 0.3,
	cls: 0.25,
};

const METRIC_AUDITS: Array< [ string, string, string, string ] > = [
	[
		'fcp',
		'first-contentful-paint',
		'First Contentful Paint',
		'First Contentful Paint marks the time at which the first text or image is painted.',
	],
	[
		'lcp',
		'largest-contentful-paint',
		'Largest Contentful Paint',
		'Largest Contentful Paint marks the time at which the largest text or image is painted.',
	],
	[
		'tbt',
		'total-blocking-time',
		'Total Blocking Time',
		'Sum of all time periods between FCP and Time to Interactive, when task length exceeded 50ms, expressed in milliseconds.',
	],
	[
		'cls',
		'cumulative-layout-shift',
		'Cumulative Layout Shift',
		'Cumulative Layout Shift measures the movement of visible elements within the viewport.',
	],
	[
		'si',
		'speed-index',
		'Speed Index',
		'Speed Index shows how quickly the contents of a page are visibly populated.',
	],
	[
		'tti',
		'interactive',
		'Time to Interactive',
		'Time to Interactive is the amount of time it takes for the page to become fully interactive.',
	],
];

/** Classic diagnostics Lighthouse 13 still runs (the other old opportunities became insights). */
const OPPORTUNITIES: Array< [ string, string, string ] > = [
	[
		'unused-javascript',
		'Reduce unused JavaScript',
		'/wp-includes/js/jquery/jquery.min.js',
	],
	[
		'unused-css-rules',
		'Reduce unused CSS',
		'/wp-content/plugins/recipe-card/css/recipe-card.css',
	],
];

function displayValue( key: string, value: number ): string {
	if ( key === 'cls' ) {
		return value.toFixed( 3 );
	}
	return key === 'tbt' ? millis( value ) : seconds( value );
}

function opportunityScore( savingsMs: number ): number {
	if ( savingsMs < 100 ) {
		return 1;
	}
	return savingsMs < 500 ? 0.5 : 0;
}

export interface LabInput {
	strategy: Strategy;
	origin: string;
	/** Uniform numbers in [0, 1) for this URL and strategy. */
	u: ( k: number ) => number;
	/** Site speed in [0, 1] (1 = fast). */
	quality: number;
}

export function labValues( input: LabInput ): Record< string, number > {
	const slow = 1 - input.quality;
	const scale = input.strategy === 'mobile' ? 1 : 0.38;
	const fcp = ( 900 + 2600 * slow * ( 0.8 + 0.4 * input.u( 1 ) ) ) * scale;
	const lcp =
		fcp + ( 300 + 3200 * slow * ( 0.7 + 0.6 * input.u( 2 ) ) ) * scale;
	const tbt =
		( 40 + 900 * slow * ( 0.6 + 0.8 * input.u( 3 ) ) ) *
		( input.strategy === 'mobile' ? 1 : 0.3 );
	const cls =
		Math.round( ( 0.01 + 0.3 * slow * input.u( 4 ) ) * 1000 ) / 1000;
	const si = fcp * ( 1.15 + 0.4 * input.u( 5 ) );
	const tti = lcp + tbt + 400 * scale * ( 0.5 + input.u( 6 ) );
	const ttfb = 90 + 700 * slow * ( 0.6 + 0.8 * input.u( 7 ) );
	return { fcp, lcp, tbt, cls, si, tti, ttfb };
}

export function labAudits(
	input: LabInput,
	values: Record< string, number >
): { audits: JsonObject; performance: number } {
	const curves = CURVES[ input.strategy ];
	const audits: JsonObject = {};
	const scores: Record< string, number > = {};
	for ( const [ key, id, title, description ] of METRIC_AUDITS ) {
		const value = values[ key ];
		const score = logNormalScore(
			value,
			curves[ key ][ 0 ],
			curves[ key ][ 1 ]
		);
		scores[ key ] = score;
		audits[ id ] = {
			id,
			title,
			description,
			score,
			scoreDisplayMode: 'numeric',
			numericValue: key === 'cls' ? value : Math.round( value * 10 ) / 10,
			numericUnit: key === 'cls' ? 'unitless' : 'millisecond',
			displayValue: displayValue( key, value ),
		};
	}
	OPPORTUNITIES.forEach( ( [ id, title, path ], i ) => {
		// Draw indexes of the old list's unused-javascript / unused-css-rules (positions 1 and 2).
		const k = i + 1;
		const savingsMs =
			Math.round(
				( ( 1 - input.quality ) *
					1400 *
					input.u( 10 + k ) *
					( input.strategy === 'mobile' ? 1 : 0.35 ) ) /
					10
			) * 10;
		const totalBytes = Math.round( 20000 + 380000 * input.u( 20 + k ) );
		const wastedBytes = Math.round(
			totalBytes * ( 0.2 + 0.6 * input.u( 30 + k ) )
		);
		audits[ id ] = {
			id,
			title,
			description: `${ title } to speed up the page.`,
			score: opportunityScore( savingsMs ),
			scoreDisplayMode: 'metricSavings',
			numericValue: savingsMs,
			numericUnit: 'millisecond',
			displayValue: `Est savings of ${
				savingsMs > 0 ? millis( savingsMs ) : kib( wastedBytes )
			}`,
			details: {
				type: 'opportunity',
				headings: [
					{ key: 'url', valueType: 'url', label: 'URL' },
					{
						key: 'totalBytes',
						valueType: 'bytes',
						label: 'Transfer Size',
					},
					{
						key: 'wastedBytes',
						valueType: 'bytes',
						label: 'Est Savings',
					},
				],
				items: [
					{
						url: input.origin + path,
						totalBytes,
						wastedBytes,
						wastedMs: savingsMs,
					},
				],
				overallSavingsMs: savingsMs,
				overallSavingsBytes: wastedBytes,
				sortedBy: [ 'wastedBytes' ],
			},
			metricSavings: {
				FCP: Math.round( savingsMs * 0.6 ),
				LCP: savingsMs,
			},
		};
	} );
	const performance =
		Math.round(
			Object.entries( WEIGHTS ).reduce(
				( sum, [ key, w ] ) => sum + w * scores[ key ],
				0
			) * 100
		) / 100;
	return { audits, performance };
}
