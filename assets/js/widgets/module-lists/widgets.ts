/**
 * Every module's dashboard widget registration (`modules/widgets.ts`), handed down for `widgets/register.ts` by
 * the dashboards only (`entries/lists/dashboards.ts`), so no other screen bundles a widget.
 */

/**
 * Internal dependencies
 */
import { createListHolder } from './holder';
import type { Registry } from '../../datastore/types';

/** Registers one module's widgets (in dashboard order). */
export type RegisterWidgets = ( registry: Registry ) => void;

/** The list's holder itself (jest's set-up hands the list down lazily, `load`). */
export const moduleWidgetsList = createListHolder<
	Record< string, RegisterWidgets >
>( 'MODULE_WIDGETS', 'entries/lists/dashboards.ts' );

/** Hands the list down (`entries/lists/dashboards.ts`; tests: `tests/js/setup.ts`). */
export const setModuleWidgets = moduleWidgetsList.set;

/** The list, by module slug; throws if it was not handed down. */
export const getModuleWidgets = moduleWidgetsList.get;
