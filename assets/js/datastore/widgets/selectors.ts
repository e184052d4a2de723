/**
 * WordPress dependencies
 */
import { createRegistrySelector } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';
import { modulesStore } from '../modules';
import { userStore } from '../user';
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
/** The capability that lets a view-only user read one module's shared data. */
export const READ_SHARED_MODULE_DATA = 'googlesitekit_read_shared_module_data';

const isViewOnly = () =>
	( getBaseData().viewContext || '' ).endsWith( 'ViewOnly' );

/**
 * Whether a widget shows: its modules are active and, on a view-only
 * dashboard, shared with the user (a view-only dashboard shows shared data
 * only, so widgets of no module, like connect prompts, stay out of it).
 *
 * @param select Registry select.
 * @param widget The widget.
 * @return Undefined until the module list (and, view-only, the permissions) load.
 */
function widgetShows(
	select: Registry[ 'select' ],
	widget: WidgetDefinition
): boolean | undefined {
	if ( select( modulesStore ).getModules() === undefined ) {
		return undefined;
	}
	const viewOnly = isViewOnly();
	if ( viewOnly && ! widget.modules.length ) {
		return false;
	}
	let unknown = false;
	for ( const module of widget.modules ) {
		if ( ! select( modulesStore ).isModuleActive( module ) ) {
			return false;
		}
		if ( viewOnly ) {
			const shared = select( userStore ).hasCapability(
				READ_SHARED_MODULE_DATA,
				module
			);
			if ( shared === false ) {
				return false;
			}
			unknown = unknown || shared === undefined;
		}
	}
	return unknown ? undefined : true;
}

export const isWidgetActive = createRegistrySelector(
	( select: Registry[ 'select' ] ) =>
		( state: WidgetsState, slug: string ): boolean | undefined => {
			const widget = state.widgets[ slug ];
			if ( ! widget ) {
				return false;
			}
			return widgetShows( select, widget );
		}
);

export const isWidgetAreaActive = createRegistrySelector(
	( select: Registry[ 'select' ] ) =>
		( state: WidgetsState, area: string ): boolean | undefined => {
			const shows = getWidgets( state, area ).map( ( widget ) =>
				widgetShows( select, widget )
			);
			if ( shows.includes( true ) ) {
				return true;
			}
			return shows.includes( undefined ) ? undefined : false;
		}
);
