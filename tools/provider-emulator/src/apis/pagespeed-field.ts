/** CrUX field data (loadingExperience / originLoadingExperience) modelled as log-normal distributions. */
import type { JsonObject } from '../http/types';
import { normalCdf } from './pagespeed-math';

type Category = 'FAST' | 'AVERAGE' | 'SLOW';

/** metric → [good threshold, poor threshold]; CLS is ×100 as in the API. */
const THRESHOLDS: Record< string, [ number, number ] > = {
	LARGEST_CONTENTFUL_PAINT_MS: [ 2500, 4000 ],
	CUMULATIVE_LAYOUT_SHIFT_SCORE: [ 10, 25 ],
	INTERACTION_TO_NEXT_PAINT: [ 200, 500 ],
	FIRST_CONTENTFUL_PAINT_MS: [ 1800, 3000 ],
	EXPERIMENTAL_TIME_TO_FIRST_BYTE: [ 800, 1800 ],
};

const CORE = [
	'LARGEST_CONTENTFUL_PAINT_MS',
	'CUMULATIVE_LAYOUT_SHIFT_SCORE',
	'INTERACTION_TO_NEXT_PAINT',
];
const SIGMA = 0.7;

function category(
	value: number,
	[ good, poor ]: [ number, number ]
): Category {
	if ( value <= good ) {
		return 'FAST';
	}
	return value <= poor ? 'AVERAGE' : 'SLOW';
}

/**
 * Builds the experience block from p75 values. `quality` in [0, 1] (1 = fast site) sets where each p75
 * falls relative to its thresholds.
 * @param id
 * @param initialUrl
 * @param quality
 */
export function fieldData(
	id: string,
	initialUrl: string,
	quality: ( metric: string ) => number
): JsonObject {
	const metrics: JsonObject = {};
	const categories: Category[] = [];
	for ( const [ metric, limits ] of Object.entries( THRESHOLDS ) ) {
		const [ good, poor ] = limits;
		// quality 1 → p75 at 40% of "good"; quality 0 → p75 at 140% of "poor".
		const q = quality( metric );
		const raw =
			good * 0.4 * Math.pow( ( poor * 1.4 ) / ( good * 0.4 ), 1 - q );
		const percentile = Math.max( 1, Math.round( raw ) );
		const median = percentile / Math.exp( 0.6745 * SIGMA );
		const below = ( t: number ) =>
			normalCdf( ( Math.log( t ) - Math.log( median ) ) / SIGMA );
		const fast = Math.round( below( good ) * 100 ) / 100;
		const average =
			Math.round( ( below( poor ) - below( good ) ) * 100 ) / 100;
		const slow = Math.max(
			0,
			Math.round( ( 1 - fast - average ) * 100 ) / 100
		);
		const cat = category( percentile, limits );
		if ( CORE.includes( metric ) ) {
			categories.push( cat );
		}
		metrics[ metric ] = {
			percentile,
			distributions: [
				{ min: 0, max: good, proportion: fast },
				{ min: good, max: poor, proportion: average },
				{ min: poor, proportion: slow },
			],
			category: cat,
		};
	}
	let overall: Category = 'AVERAGE';
	if ( categories.includes( 'SLOW' ) ) {
		overall = 'SLOW';
	} else if ( categories.every( ( c ) => c === 'FAST' ) ) {
		overall = 'FAST';
	}
	return { id, metrics, overall_category: overall, initial_url: initialUrl };
}
