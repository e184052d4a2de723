/**
 * WordPress dependencies
 */
import { createRegistrySelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { modulesStore } from '../modules';
import type { WidgetContext } from './constants';
import type { WidgetArea, WidgetDefinition, WidgetsState } from './types';
import type { Registry } from '../types';
import { memoizeOnSource } from '../shared/utils';

const byPriority = < T extends { priority: number; slug: string } >(
	a: T,
	b: T
) => a.priority - b.priority || a.slug.localeCompare( b.slug );

const areasFor = memoizeOnSource(
	( areas: WidgetsState[ 'areas' ], context: WidgetContext ) =>
		Object.values( areas )
			.filter( ( area ) => area.contexts.includes( context ) )
			.sort( byPriority )
);

const widgetsFor = memoizeOnSource(
	( widgets: WidgetsState[ 'widgets' ], area: string ) =>
		Object.values( widgets )
			.filter( ( widget ) => widget.areas.includes( area ) )
			.sort( byPriority )
);

/**
 * The areas of a context, in order.
 *
 * @param state   Store state.
 * @param context Widget context.
 */
export function getWidgetAreas(
	state: WidgetsState,
	context: WidgetContext
): WidgetArea[] {
	return areasFor( state.areas, context );
}

/**
 * The widgets of an area, in order.
 *
 * @param state Store state.
 * @param area  Area slug.
 */
export function getWidgets(
	state: WidgetsState,
	area: string
): WidgetDefinition[] {
	return widgetsFor( state.widgets, area );
}

/**
 * Whether a widget shows: every module it needs is active. Undefined while the module list loads.
 */
export const isWidgetActive = createRegistrySelector(
	( select: Registry[ 'select' ] ) =>
		( state: WidgetsState, slug: string ): boolean | undefined => {
			const widget = state.widgets[ slug ];
			if ( ! widget ) {
				return false;
			}
			const modules = select( modulesStore ).getModules();
			if ( modules === undefined ) {
				return undefined;
			}
			return widget.modules.every( ( module ) =>
				select( modulesStore ).isModuleActive( module )
			);
		}
);

/**
 * Whether an area has at least one active widget (an inactive area and its chip are hidden).
 */
export const isWidgetAreaActive = createRegistrySelector(
	( select: Registry[ 'select' ] ) =>
		( state: WidgetsState, area: string ): boolean | undefined => {
			const modules = select( modulesStore ).getModules();
			if ( modules === undefined ) {
				return undefined;
			}
			return getWidgets( state, area ).some( ( widget ) =>
				widget.modules.every( ( module ) =>
					select( modulesStore ).isModuleActive( module )
				)
			);
		}
);
