/** Datasets cached per (seed, today, scale, leads, site); a dozen at most live at once. */
import { Dataset } from './dataset';
import type { SiteVariant } from './site-variants';

const datasets = new Map< string, Dataset >();

/**
 * Datasets are cached per (seed, today); a handful at most live at once.
 * @param seed
 * @param today
 * @param scale
 * @param leads
 * @param variant An extra site of a network (data/site-variants.ts).
 */
export function getDataset(
	seed: number,
	today: number,
	scale = 1,
	leads = false,
	variant?: SiteVariant
): Dataset {
	const key = `${ seed }:${ today }:${ scale }:${ leads }:${
		variant ? `${ variant.contentSeed }:${ variant.name }` : ''
	}`;
	let dataset = datasets.get( key );
	if ( ! dataset ) {
		if ( datasets.size >= 12 ) {
			datasets.delete( datasets.keys().next().value as string );
		}
		dataset = new Dataset( seed, today, scale, leads, variant );
		datasets.set( key, dataset );
	}
	return dataset;
}
