/** Datasets cached per (seed, today); a handful at most live at once. */
import { Dataset } from './dataset';

const datasets = new Map< string, Dataset >();

/**
 * Datasets are cached per (seed, today); a handful at most live at once.
 * @param seed
 * @param today
 * @param scale
 * @param leads
 */
export function getDataset(
	seed: number,
	today: number,
	scale = 1,
	leads = false
): Dataset {
	const key = `${ seed }:${ today }:${ scale }:${ leads }`;
	let dataset = datasets.get( key );
	if ( ! dataset ) {
		if ( datasets.size >= 8 ) {
			datasets.delete( datasets.keys().next().value as string );
		}
		dataset = new Dataset( seed, today, scale, leads );
		datasets.set( key, dataset );
	}
	return dataset;
}
