/**
 * Every module's block under the entity dashboard's header, for the page's URL (Search Console: the page's index
 * status), in this order.
 *
 * Part of the module list, loaded by the entity dashboard's entry only (`entries/entity-dashboard.tsx`).
 * `test/post-lists.test.ts` keeps it to modules of the other lists.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import EntityIndexStatus from './search-console/index-status/EntityIndexStatus';

/** What a module's block gets: the entity's URL. */
export type EntitySection = ComponentType< { url: string } >;

export const MODULE_ENTITY_SECTIONS = {
	'search-console': EntityIndexStatus,
} satisfies Record< string, EntitySection >;

/** The blocks, in order. */
export const ENTITY_SECTIONS: EntitySection[] = Object.values(
	MODULE_ENTITY_SECTIONS
);
