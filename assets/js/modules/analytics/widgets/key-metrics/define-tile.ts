/**
 * One entry of the Analytics key-metric tile catalogue: its slug, what the Key metrics section shows of it (title,
 * description, panel group, requirements) and its component.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { KeyMetricInfo } from '../../../../datastore/widgets/types';
import type { WidgetProps } from '../../../../widgets/components';

export interface TileDefinition {
	slug: string;
	keyMetric: KeyMetricInfo;
	component: ComponentType< WidgetProps >;
}

/**
 * A catalogue entry.
 *
 * @param slug         Tile slug (`TILES`).
 * @param title        Translated title.
 * @param description  Translated description (the Change metrics panel).
 * @param group        Panel group.
 * @param component    The tile (a kind of `figure-tiles.tsx` or `list-tile.tsx`).
 * @param requirements Requirement keys (`key-metric-requirements.tsx`), if any.
 */
export function defineTile(
	slug: string,
	title: string,
	description: string,
	group: KeyMetricInfo[ 'group' ],
	component: ComponentType< WidgetProps >,
	requirements?: string[]
): TileDefinition {
	return {
		slug,
		keyMetric: {
			title,
			description,
			group,
			...( requirements ? { requirements } : {} ),
		},
		component,
	};
}
