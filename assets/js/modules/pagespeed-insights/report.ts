/**
 * Reading PageSpeed Insights v5 answers: field data from real visitors
 * (CrUX, `loadingExperience`) and lab data from a Lighthouse run
 * (`lighthouseResult`).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatNumber } from '../../util/numbers';
import type { Rating } from '../../widgets/common/DataBlock';

export type FieldCategory = 'FAST' | 'AVERAGE' | 'SLOW' | 'NONE';

export interface FieldMetric {
	percentile: number;
	category: FieldCategory;
}

export interface LoadingExperience {
	/** The URL or origin the metrics are of. */
	id?: string;
	/** The URL asked for (CrUX may answer for its origin instead). */
	initial_url?: string;
	/** Absent when CrUX has no data (too few Chrome visits). */
	metrics?: Record< string, FieldMetric >;
	overall_category?: FieldCategory;
	/** True when the page has too little traffic and these are the origin's figures. */
	origin_fallback?: boolean;
}

/** Lighthouse's estimated savings per metric: ms, except CLS (unitless). */
export type MetricSavings = Partial<
	Record< 'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number >
>;

export interface LighthouseAudit {
	id: string;
	title: string;
	/** Markdown: may hold `[text](url)` links. */
	description?: string;
	score: number | null;
	scoreDisplayMode?: string;
	numericValue?: number;
	displayValue?: string;
	metricSavings?: MetricSavings;
	details?: { type?: string; overallSavingsMs?: number };
}

export interface PageSpeedReport {
	loadingExperience?: LoadingExperience;
	originLoadingExperience?: LoadingExperience;
	lighthouseResult?: {
		finalUrl?: string;
		lighthouseVersion?: string;
		categories?: { performance?: { score: number | null } };
		audits?: Record< string, LighthouseAudit >;
	};
}

interface MetricDefinition {
	key: string;
	title: string;
	unit: 'ms' | 'cls';
}

/** The Core Web Vitals, then the other field metrics CrUX reports. */
export const FIELD_METRICS: MetricDefinition[] = [
	{
		key: 'LARGEST_CONTENTFUL_PAINT_MS',
		title: __( 'Largest Contentful Paint', 'google-site-kit' ),
		unit: 'ms',
	},
	{
		key: 'INTERACTION_TO_NEXT_PAINT',
		title: __( 'Interaction to Next Paint', 'google-site-kit' ),
		unit: 'ms',
	},
	{
		key: 'CUMULATIVE_LAYOUT_SHIFT_SCORE',
		title: __( 'Cumulative Layout Shift', 'google-site-kit' ),
		unit: 'cls',
	},
	{
		key: 'FIRST_CONTENTFUL_PAINT_MS',
		title: __( 'First Contentful Paint', 'google-site-kit' ),
		unit: 'ms',
	},
	{
		key: 'EXPERIMENTAL_TIME_TO_FIRST_BYTE',
		title: __( 'Time to First Byte', 'google-site-kit' ),
		unit: 'ms',
	},
];

/** The lab metrics of Lighthouse's performance score. */
export const LAB_METRICS: Array< { audit: string; title: string } > = [
	{
		audit: 'largest-contentful-paint',
		title: __( 'Largest Contentful Paint', 'google-site-kit' ),
	},
	{
		audit: 'total-blocking-time',
		title: __( 'Total Blocking Time', 'google-site-kit' ),
	},
	{
		audit: 'cumulative-layout-shift',
		title: __( 'Cumulative Layout Shift', 'google-site-kit' ),
	},
	{
		audit: 'first-contentful-paint',
		title: __( 'First Contentful Paint', 'google-site-kit' ),
	},
	{
		audit: 'speed-index',
		title: __( 'Speed Index', 'google-site-kit' ),
	},
];

/**
 * A duration in milliseconds as people read it: "478 ms", "3.4 s".
 *
 * @param ms Milliseconds.
 */
export function formatMilliseconds( ms: number ): string {
	if ( ms >= 1000 ) {
		return sprintf(
			/* translators: %s: number of seconds, e.g. 2.4 */
			__( '%s s', 'google-site-kit' ),
			formatNumber( ms / 1000 )
		);
	}
	return sprintf(
		/* translators: %s: number of milliseconds, e.g. 180 */
		__( '%s ms', 'google-site-kit' ),
		formatNumber( Math.round( ms ) )
	);
}

/**
 * A field metric's 75th percentile as shown (CrUX sends CLS × 100).
 *
 * @param metric     Metric definition.
 * @param percentile The 75th percentile.
 */
export function formatFieldValue(
	metric: MetricDefinition,
	percentile: number
): string {
	if ( metric.unit === 'cls' ) {
		return ( percentile / 100 ).toFixed( 2 );
	}
	return formatMilliseconds( percentile );
}

/**
 * The rating of a CrUX category.
 *
 * @param category FAST, AVERAGE or SLOW.
 */
export function fieldRating( category: FieldCategory ): Rating | undefined {
	switch ( category ) {
		case 'FAST':
			return 'good';
		case 'AVERAGE':
			return 'average';
		case 'SLOW':
			return 'poor';
		default:
			return undefined;
	}
}

/**
 * The rating of a Lighthouse score (0–1), with Lighthouse's bands.
 *
 * @param score Score.
 */
export function scoreRating( score: number | null | undefined ): Rating {
	if ( typeof score !== 'number' ) {
		return 'average';
	}
	if ( score >= 0.9 ) {
		return 'good';
	}
	return score >= 0.5 ? 'average' : 'poor';
}

/**
 * The field data of the page, or of the whole site when CrUX has too few
 * visits of the page (`origin_fallback`, or page data missing while the
 * origin's is there); undefined when it has neither.
 *
 * @param report PSI answer.
 */
export function fieldDataOf(
	report: PageSpeedReport
): { metrics: Record< string, FieldMetric >; origin: boolean } | undefined {
	const has = ( experience?: LoadingExperience ) =>
		!! experience?.metrics && Object.keys( experience.metrics ).length > 0;
	const page = report.loadingExperience;
	if ( page && has( page ) ) {
		return {
			metrics: page.metrics as Record< string, FieldMetric >,
			origin: page.origin_fallback === true,
		};
	}
	const origin = report.originLoadingExperience;
	if ( origin && has( origin ) ) {
		return {
			metrics: origin.metrics as Record< string, FieldMetric >,
			origin: true,
		};
	}
	return undefined;
}
