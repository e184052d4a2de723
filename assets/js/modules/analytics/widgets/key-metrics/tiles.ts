/**
 * The Analytics key-metric tile catalogue (issue 11): which tiles exist, in catalogue order (their priority), each
 * with its title, description, group and kind. The kinds are `figure-tiles.tsx` and `list-tile.tsx`; their
 * reports and figures `figures.ts`.
 */

/**
 * Internal dependencies
 */
import { audienceTiles } from './audience-tiles';
import { contentTiles } from './content-tiles';
import type { TileDefinition } from './define-tile';

export type { TileDefinition };

/**
 * The Analytics tiles, in catalogue order (their priority).
 */
export function analyticsTiles(): TileDefinition[] {
	return [ ...audienceTiles(), ...contentTiles() ];
}
