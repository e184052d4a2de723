/**
 * The categorical factors that split traffic (channel, country, device). Each value has a share of
 * sessions plus multipliers for how that slice behaves (engagement, new users, conversions, CTR).
 * The multipliers stay close to 1 so rates remain plausible in every slice.
 */
import { normalise, unit } from './prng';

export interface FactorValue {
	/** Share of sessions / impressions before seeded jitter. */
	share: number;
	newUsers: number;
	engagement: number;
	duration: number;
	conversions: number;
	ctr: number;
}

function v(
	share: number,
	newUsers = 1,
	engagement = 1,
	duration = 1,
	conversions = 1,
	ctr = 1
): FactorValue {
	return { share, newUsers, engagement, duration, conversions, ctr };
}

export const CHANNELS: Record< string, FactorValue > = {
	'Organic Search': v( 0.5, 1.15, 1.0, 1.0, 0.9 ),
	Direct: v( 0.17, 0.75, 0.9, 1.1, 1.1 ),
	'Organic Social': v( 0.12, 1.2, 0.85, 0.8, 0.6 ),
	Referral: v( 0.08, 1.05, 1.05, 1.05, 1.0 ),
	Email: v( 0.06, 0.4, 1.25, 1.3, 2.2 ),
	'Paid Search': v( 0.035, 1.1, 0.95, 0.9, 1.8 ),
	'Organic Video': v( 0.02, 1.1, 1.1, 1.2, 0.8 ),
	Unassigned: v( 0.015, 0.9, 0.6, 0.5, 0.3 ),
};

/** GA4 country names with Search Console's ISO 3166-1 alpha-3 codes. */
export const COUNTRIES: Array< {
	name: string;
	code: string;
	factor: FactorValue;
} > = [
	{
		name: 'United States',
		code: 'usa',
		factor: v( 0.38, 0.95, 1.02, 1.05, 1.15, 1.0 ),
	},
	{
		name: 'United Kingdom',
		code: 'gbr',
		factor: v( 0.1, 1.0, 1.02, 1.0, 1.05, 1.02 ),
	},
	{
		name: 'India',
		code: 'ind',
		factor: v( 0.09, 1.15, 0.9, 0.85, 0.5, 0.9 ),
	},
	{
		name: 'Canada',
		code: 'can',
		factor: v( 0.07, 0.97, 1.03, 1.05, 1.1, 1.0 ),
	},
	{
		name: 'Australia',
		code: 'aus',
		factor: v( 0.055, 0.98, 1.02, 1.0, 1.05, 1.0 ),
	},
	{
		name: 'Germany',
		code: 'deu',
		factor: v( 0.04, 1.05, 0.98, 0.95, 0.9, 0.95 ),
	},
	{
		name: 'Philippines',
		code: 'phl',
		factor: v( 0.03, 1.1, 0.9, 0.9, 0.6, 0.95 ),
	},
	{
		name: 'France',
		code: 'fra',
		factor: v( 0.03, 1.05, 0.97, 0.95, 0.85, 0.95 ),
	},
	{
		name: 'Brazil',
		code: 'bra',
		factor: v( 0.025, 1.1, 0.92, 0.9, 0.7, 0.95 ),
	},
	{
		name: 'Netherlands',
		code: 'nld',
		factor: v( 0.02, 1.0, 1.0, 1.0, 0.95, 1.0 ),
	},
	{
		name: 'Spain',
		code: 'esp',
		factor: v( 0.02, 1.05, 0.97, 0.95, 0.85, 0.95 ),
	},
	{
		name: 'Mexico',
		code: 'mex',
		factor: v( 0.018, 1.1, 0.93, 0.9, 0.7, 0.95 ),
	},
	{
		name: 'Japan',
		code: 'jpn',
		factor: v( 0.015, 1.05, 0.95, 0.9, 0.7, 0.9 ),
	},
	{
		name: 'Italy',
		code: 'ita',
		factor: v( 0.015, 1.05, 0.97, 0.95, 0.85, 0.95 ),
	},
	{
		name: 'South Africa',
		code: 'zaf',
		factor: v( 0.012, 1.05, 0.95, 0.95, 0.8, 0.95 ),
	},
];

/** Traffic GA4 cannot place in a country ("(not set)"): a sliver, mostly new users, little engagement. */
export const UNKNOWN_COUNTRY: FactorValue = v( 0.004, 1.2, 0.7, 0.6, 0.5, 1.0 );

/** GA4 deviceCategory values; Search Console uses them upper-cased. */
export const DEVICES: Record< string, FactorValue > = {
	mobile: v( 0.61, 1.05, 0.92, 0.85, 0.8, 0.85 ),
	desktop: v( 0.34, 0.9, 1.15, 1.3, 1.4, 1.25 ),
	tablet: v( 0.05, 1.0, 1.0, 1.05, 1.0, 1.0 ),
};

export type FactorKey = keyof Omit< FactorValue, 'share' >;

/**
 * Weights per metric for one split dimension: shares jittered by the seed, then multiplied by the
 * factor the metric depends on (or by nothing), normalised to sum to 1.
 * @param seed
 * @param dimensionId
 * @param values
 * @param metricFactors
 */
export function splitWeights(
	seed: number,
	dimensionId: number,
	values: readonly FactorValue[],
	metricFactors: ReadonlyArray< FactorKey | null >
): number[][] {
	const shares = values.map(
		( value, i ) =>
			value.share * ( 0.85 + 0.3 * unit( seed, 0xd1, dimensionId, i ) )
	);
	return metricFactors.map( ( factor ) =>
		normalise(
			values.map(
				( value, i ) => shares[ i ] * ( factor ? value[ factor ] : 1 )
			)
		)
	);
}
