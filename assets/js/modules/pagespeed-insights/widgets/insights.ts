/**
 * Lighthouse 13 insights as recommendations: which to show, in what order,
 * and their estimated savings in words.
 *
 * Lighthouse 13 reports its advice as insight audits (ids ending in
 * `-insight`) with `metricSavings` per metric ({ LCP: 450, FCP: 300 } in ms,
 * CLS unitless). An insight is shown when it failed: its score is below
 * Lighthouse's pass mark (0.9, the report's "passed" rule; insights score 0
 * or 1) and it saves something. Informative and not-applicable insights
 * (score null) are left out, as are passed ones.
 *
 * Ordering across metrics: each saving is divided by the metric's "good"
 * threshold (LCP 2.5 s, FCP 1.8 s, TBT 200 ms, INP 200 ms, CLS 0.1), so
 * "LCP −450 ms" (18 % of a good LCP) and "CLS −0.05" (50 % of a good CLS)
 * compare on one scale. An insight ranks by its largest relative saving
 * (savings of one insight overlap — what speeds up FCP usually speeds up LCP
 * too — so they are not added up); ties go to the larger sum, then the title.
 *
 * Answers of Lighthouse before 13 have no insight audits: their opportunity
 * audits (details.type "opportunity") with `metricSavings` are read the
 * same way.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	formatMilliseconds,
	type LighthouseAudit,
	type MetricSavings,
	type PageSpeedReport,
} from '../report';

export type SavingsMetric = keyof MetricSavings;

/** The "good" threshold of each metric Lighthouse estimates savings for. */
export const GOOD_THRESHOLDS: Record< SavingsMetric, number > = {
	LCP: 2500,
	FCP: 1800,
	TBT: 200,
	INP: 200,
	CLS: 0.1,
};

/** Lighthouse's pass mark. */
const PASS_SCORE = 0.9;

export interface Saving {
	metric: SavingsMetric;
	value: number;
	/** The saving as a share of the metric's "good" threshold. */
	relative: number;
}

export interface Insight {
	id: string;
	title: string;
	description: string;
	/** Positive savings, the largest (relative) first. */
	savings: Saving[];
	/** Lighthouse's own summary, e.g. "Est savings of 96 KiB". */
	displayValue: string;
}

/**
 * The positive savings of an audit, the largest (relative) first.
 *
 * @param metricSavings The audit's metricSavings.
 */
export function savingsOf( metricSavings?: MetricSavings ): Saving[] {
	return (
		Object.entries( metricSavings || {} ) as Array<
			[ SavingsMetric, number | undefined ]
		>
	 )
		.filter(
			( [ metric, value ] ) =>
				metric in GOOD_THRESHOLDS &&
				typeof value === 'number' &&
				Number.isFinite( value ) &&
				value > 0
		)
		.map( ( [ metric, value ] ) => ( {
			metric,
			value: value as number,
			relative: ( value as number ) / GOOD_THRESHOLDS[ metric ],
		} ) )
		.sort( ( a, b ) => b.relative - a.relative );
}

/**
 * Whether an audit is a failed one worth showing.
 *
 * @param audit Audit.
 */
function isFailed( audit: LighthouseAudit ): boolean {
	return typeof audit.score === 'number' && audit.score < PASS_SCORE;
}

/**
 * The failed insights with savings, largest savings first.
 *
 * @param report PSI answer.
 * @param count  How many at most.
 */
export function topInsights( report: PageSpeedReport, count = 5 ): Insight[] {
	const audits = Object.values( report.lighthouseResult?.audits || {} );
	const insights = audits.filter(
		( audit ) => audit.id?.endsWith( '-insight' )
	);
	const candidates = insights.length
		? insights
		: audits.filter( ( audit ) => audit.details?.type === 'opportunity' );
	const sum = ( savings: Saving[] ) =>
		savings.reduce( ( total, saving ) => total + saving.relative, 0 );
	const largest = ( savings: Saving[] ) => savings[ 0 ]?.relative ?? 0;
	return candidates
		.filter( ( audit ) => isFailed( audit ) && !! audit.metricSavings )
		.map( ( audit ) => ( {
			id: audit.id,
			title: audit.title,
			description: audit.description || '',
			savings: savingsOf( audit.metricSavings ),
			displayValue: audit.displayValue || '',
		} ) )
		.filter(
			( insight ) => insight.savings.length > 0 || insight.displayValue
		)
		.sort(
			( a, b ) =>
				largest( b.savings ) - largest( a.savings ) ||
				sum( b.savings ) - sum( a.savings ) ||
				a.title.localeCompare( b.title )
		)
		.slice( 0, count );
}

/**
 * A saving in words: "LCP −450 ms", "CLS −0.05".
 *
 * @param saving The saving.
 */
export function formatSaving( saving: Saving ): string {
	const amount =
		saving.metric === 'CLS'
			? // As the field data's CLS: a plain decimal ("0.05").
			  String( Math.round( saving.value * 1000 ) / 1000 )
			: formatMilliseconds( saving.value );
	return sprintf(
		/* translators: 1: metric abbreviation, e.g. LCP, 2: the amount saved, e.g. 450 ms */
		__( '%1$s −%2$s', 'google-site-kit' ),
		saving.metric,
		amount
	);
}
