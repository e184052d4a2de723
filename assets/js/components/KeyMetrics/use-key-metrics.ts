/**
 * What the Key metrics section and the Change metrics panel show: the tile catalogue (every widget of the
 * key-metrics area, as the modules registered them), whether each tile can work yet and why not, and which tiles
 * are shown (the user's pick, else the suggestions from the personalisation answers).
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { sprintf, __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { keyMetricsStore } from '../../datastore/key-metrics';
import type { UserInputSettings } from '../../datastore/user';
import { modulesStore } from '../../datastore/modules';
import { userStore } from '../../datastore/user';
import {
	KEY_METRICS_AREA,
	widgetsStore,
	type KeyMetricInfo,
	type WidgetDefinition,
} from '../../datastore/widgets';
import { getBaseData } from '../../api/base-data';
import {
	getKeyMetricRequirementKeys,
	getKeyMetricRequirement,
	type KeyMetricRequirementStatus,
} from '../../widgets/components';
import { TILES, suggestedTiles } from '../../widgets/key-metrics/suggestions';

export interface KeyMetricTile extends WidgetDefinition {
	keyMetric: KeyMetricInfo;
}

/** Why a tile cannot show figures yet. */
export type TileBlocker =
	| { kind: 'module'; module: string; reason: string }
	| { kind: 'requirement'; requirement: string; reason: string };

export interface TileState {
	tile: KeyMetricTile;
	/** Undefined while what decides it loads. */
	ready: boolean | undefined;
	/** Set when not ready. */
	blocker?: TileBlocker;
}

/**
 * Whether this screen is a view-only dashboard.
 */
export function isViewOnlyDashboard(): boolean {
	return ( getBaseData().viewContext || '' ).endsWith( 'ViewOnly' );
}

/**
 * Every registered requirement's status. The registry is filled once, when the widgets register, so the hooks
 * below always run in the same order.
 */
export function useRequirementStatuses(): Record<
	string,
	KeyMetricRequirementStatus
> {
	const statuses: Record< string, KeyMetricRequirementStatus > = {};
	for ( const key of getKeyMetricRequirementKeys() ) {
		// The key list never changes after registration, so the hooks run in the same order every render.
		statuses[ key ] = getKeyMetricRequirement( key )!.useStatus();
	}
	return statuses;
}

/**
 * The catalogue and each tile's state. On a view-only dashboard, tiles of modules not shared with the user are
 * not part of it at all.
 */
export function useKeyMetricTileStates(): TileState[] | undefined {
	const statuses = useRequirementStatuses();
	const viewOnly = isViewOnlyDashboard();
	const tiles = useSelect(
		( select ) => {
			if ( select( modulesStore ).getModules() === undefined ) {
				return undefined;
			}
			const out: Array< {
				tile: KeyMetricTile;
				active: boolean | undefined;
				inactiveModule?: { slug: string; name: string };
			} > = [];
			for ( const widget of select( widgetsStore ).getWidgets(
				KEY_METRICS_AREA
			) ) {
				if ( ! widget.keyMetric ) {
					continue;
				}
				const active = select( widgetsStore ).isWidgetActive(
					widget.slug
				);
				if ( viewOnly && active !== true ) {
					continue;
				}
				const inactive = widget.modules.find(
					( slug ) =>
						! select( modulesStore ).isModuleConnected( slug )
				);
				out.push( {
					tile: widget as KeyMetricTile,
					active,
					inactiveModule: inactive
						? {
								slug: inactive,
								name:
									select( modulesStore ).getModule( inactive )
										?.name || inactive,
						  }
						: undefined,
				} );
			}
			return out;
		},
		[ viewOnly ]
	);
	if ( ! tiles ) {
		return undefined;
	}
	return tiles.map( ( { tile, inactiveModule } ): TileState => {
		if ( inactiveModule ) {
			return {
				tile,
				ready: false,
				blocker: {
					kind: 'module',
					module: inactiveModule.slug,
					reason: sprintf(
						/* translators: %s: service name, e.g. "AdSense". */
						__(
							'Connect %s to see this metric.',
							'google-site-kit'
						),
						inactiveModule.name
					),
				},
			};
		}
		let ready: boolean | undefined = true;
		for ( const key of tile.keyMetric.requirements ?? [] ) {
			const status = statuses[ key ];
			if ( ! status ) {
				continue;
			}
			if ( status.met === false ) {
				return {
					tile,
					ready: false,
					blocker: {
						kind: 'requirement',
						requirement: key,
						reason: status.reason,
					},
				};
			}
			if ( status.met === undefined ) {
				ready = undefined;
			}
		}
		return { tile, ready };
	} );
}

export interface ShownTiles {
	/** The tiles in the section, in order; undefined while loading. */
	shown: TileState[] | undefined;
	/** Whether they are the user's pick (else the suggestions). */
	picked: boolean;
	/** Every tile of the catalogue, for the panel. */
	catalogue: TileState[] | undefined;
}

/**
 * The purpose answer's values ([] when unanswered); undefined while the answers load.
 *
 * @param answers The personalisation answers.
 */
function purposeAnswer(
	answers: UserInputSettings | undefined
): string[] | undefined {
	return answers === undefined ? undefined : answers.purpose?.values ?? [];
}

/**
 * The tiles the section shows: the user's pick when they made one, otherwise what their purpose answer suggests
 * (lead and purchase tiles join a suggestion only once those events are seen).
 */
export function useShownKeyMetricTiles(): ShownTiles {
	const catalogue = useKeyMetricTileStates();
	const viewOnly = isViewOnlyDashboard();
	const { pickedSlugs, purpose } = useSelect(
		( select ) => ( {
			pickedSlugs: select( keyMetricsStore ).getPickedTiles(),
			// The answers are the site's and only admins read them; a view-only user gets the everyday suggestions.
			purpose: viewOnly
				? null
				: purposeAnswer( select( userStore ).getUserInputSettings() ),
		} ),
		[ viewOnly ]
	);
	if ( ! catalogue || pickedSlugs === undefined || purpose === undefined ) {
		return { shown: undefined, picked: false, catalogue };
	}
	const bySlug = new Map(
		catalogue.map( ( state ) => [ state.tile.slug, state ] )
	);
	const picked = pickedSlugs.length > 0;
	const readyTile = ( slug: string ) => bySlug.get( slug )?.ready === true;
	const slugs = picked
		? pickedSlugs
		: suggestedTiles( purpose?.[ 0 ], {
				leads: readyTile( TILES.leadsTrafficSource ),
				purchases: readyTile( TILES.purchasesTrafficSource ),
		  } );
	const shown = slugs
		.map( ( slug ) => bySlug.get( slug ) )
		.filter( ( state ): state is TileState => !! state );
	return { shown, picked, catalogue };
}
