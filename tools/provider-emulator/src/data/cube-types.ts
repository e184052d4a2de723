/**
 * The shapes the report engine (data/cube.ts) works with: a source of per-day cells, the three kinds of
 * dimension (primary, split, derived from a split), a query, and the rows with the spread of days and entities
 * they cover (for de-duplicating users).
 */

export interface DaySource {
	entityCount: number;
	/** Per-metric arrays (length entityCount) for the day, or null when that day has no data. */
	day: ( day: number ) => ReadonlyArray< ArrayLike< number > > | null;
}

export interface PrimaryDimension {
	name: string;
	/** Value depending only on the day (e.g. date) … */
	byDay?: ( day: number ) => string;
	/** … or only on the entity (e.g. page path). */
	byEntity?: ( entity: number ) => string;
	/** With byEntity: days before `day` give `value` instead (e.g. a custom dimension before it existed). */
	before?: { day: number; value: string };
}

export interface SplitDimension {
	name: string;
	values: readonly string[];
	/** weights[metric][valueIndex], each row summing to 1. */
	weights: ReadonlyArray< readonly number[] >;
	/**
	 * Weights that depend on the group being split (its summed base metrics), e.g. new vs returning users from the
	 * group's new users; used instead of `weights` when present.
	 */
	weightsOf?: (
		sums: readonly number[]
	) => ReadonlyArray< readonly number[] >;
}

/** A dimension read off another split's value (e.g. the city or country of a "city, country" split). */
export interface DerivedDimension {
	name: string;
	source: SplitDimension;
	map: ( value: string ) => string;
}

export type CubeDimension =
	| PrimaryDimension
	| SplitDimension
	| DerivedDimension;

export interface CubeQuery {
	days: readonly number[];
	/** Dimensions to group by; primary, split or derived, in output order. */
	dimensions: readonly CubeDimension[];
	/** Dimensions only needed by the filter (not in the output). */
	filterDimensions?: readonly CubeDimension[];
	/** Row filter over values of [...dimensions, ...filterDimensions]. */
	filter?: ( values: readonly string[] ) => boolean;
	/** Metric indexes holding float sums (split proportionally instead of by largest remainder). */
	floatMetrics?: ReadonlySet< number >;
	metricCount: number;
	/**
	 * Track which days, entities and split values carry a non-zero value of this metric in each row (GA4 uses
	 * it to de-duplicate users, which are not additive).
	 */
	presenceMetric?: number;
}

/** Which days, entities and split values a row covers (only with `presenceMetric`). */
export interface Spread {
	days: Set< number >;
	entities: Set< number >;
	/** Split values present, keyed by the split's value list (absent: the row spans every value). */
	splits: Map< readonly string[], Set< string > >;
}

export interface CubeRow {
	keys: string[];
	values: number[];
	spread?: Spread;
}

export function emptySpread(): Spread {
	return { days: new Set(), entities: new Set(), splits: new Map() };
}

/**
 * Adds one spread into another.
 * @param into
 * @param from
 */
export function mergeSpread( into: Spread, from: Spread ): void {
	from.days.forEach( ( d ) => into.days.add( d ) );
	from.entities.forEach( ( e ) => into.entities.add( e ) );
	for ( const [ key, values ] of from.splits ) {
		let set = into.splits.get( key );
		if ( ! set ) {
			set = new Set();
			into.splits.set( key, set );
		}
		values.forEach( ( v ) => set!.add( v ) );
	}
}
