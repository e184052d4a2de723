/** Datasets cached per (seed, today); a handful at most live at once. */
import { Dataset } from './dataset';

const datasets = new Map< string, Dataset >();

/**
 * Datasets are cached per (seed, today); a handful at most live at once.
 * @param seed
 * @param today
 * @param scale
 */
export function getDataset( seed: number, today: number, scale = 1 ): Dataset {
	const key = `${ seed }:${ today }:${ scale }`;
	let dataset = datasets.get( key );
	if ( ! dataset ) {
		if ( datasets.size >= 8 ) {
			datasets.delete( datasets.keys().next().value as string );
		}
		dataset = new Dataset( seed, today, scale );
		datasets.set( key, dataset );
	}
	return dataset;
}
