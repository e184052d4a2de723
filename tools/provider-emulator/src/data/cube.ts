/**
 * The report engine shared by every API: aggregates per-day cells lazily.
 *
 * Data lives at (day, entity) granularity (entity = page, or query), as exact integers per base metric.
 * Primary dimensions (date, page, query…) are functions of (day, entity), so grouping by them is an exact
 * sum. Split dimensions (channel, country, device) are independent factors: each group's integer total
 * is divided among the split values by largest remainder, so every split row set sums exactly to its group.
 * Filters are evaluated at the granularity "requested ∪ filtered dimensions" and then rolled up, which
 * makes a filtered report equal to the matching rows of the unfiltered one.
 */
import {
	type CubeDimension,
	type CubeQuery,
	type CubeRow,
	type DaySource,
	type DerivedDimension,
	emptySpread,
	type PrimaryDimension,
	type SplitDimension,
	type Spread,
} from './cube-types';

const SEP = '\u0001';

function isSplit( dim: CubeDimension ): dim is SplitDimension {
	return 'values' in dim;
}

function isDerived( dim: CubeDimension ): dim is DerivedDimension {
	return 'source' in dim;
}

/**
 * Splits an integer total by weights, exactly, by largest remainder (ties to the lower index).
 * @param total
 * @param weights
 */
export function largestRemainder(
	total: number,
	weights: readonly number[]
): number[] {
	const parts = weights.map( ( w ) => Math.floor( total * w ) );
	let left = total - parts.reduce( ( s, p ) => s + p, 0 );
	if ( left > 0 ) {
		const order = weights
			.map( ( w, i ) => ( { i, r: total * w - parts[ i ] } ) )
			.sort( ( a, b ) => b.r - a.r || a.i - b.i );
		for ( let k = 0; left > 0; k = ( k + 1 ) % order.length, left-- ) {
			parts[ order[ k ].i ]++;
		}
	}
	return parts;
}

interface Group {
	keys: string[];
	sums: number[];
	spread?: Spread;
}

/** Interns strings as small integers so group keys can be numbers. */
function interner(): ( value: string ) => number {
	const ids = new Map< string, number >();
	return ( value ) => {
		let id = ids.get( value );
		if ( id === undefined ) {
			id = ids.size;
			ids.set( value, id );
		}
		return id;
	};
}

function groupPrimary(
	source: DaySource,
	days: readonly number[],
	dims: PrimaryDimension[],
	metricCount: number,
	presence?: number
): Group[] {
	// Dimensions with a `before` day have two values per entity: one table of entity values per combination.
	const timed = dims
		.map( ( d, i ) => ( d.before && d.byEntity ? i : -1 ) )
		.filter( ( i ) => i >= 0 );
	const entityId = interner();
	const variants = new Map< string, { values: string[][]; ids: number[] } >();
	// mask[bit] is '1' when the day is before that timed dimension's day.
	const variant = ( mask: string ) => {
		let found = variants.get( mask );
		if ( ! found ) {
			const values: string[][] = [];
			const ids: number[] = [];
			for ( let e = 0; e < source.entityCount; e++ ) {
				const row = dims.map( ( d, i ) => {
					const bit = timed.indexOf( i );
					if ( bit >= 0 && mask[ bit ] === '1' ) {
						return d.before!.value;
					}
					return d.byEntity ? d.byEntity( e ) : '';
				} );
				values.push( row );
				ids.push( entityId( row.join( SEP ) ) );
			}
			found = { values, ids };
			variants.set( mask, found );
		}
		return found;
	};
	const stride = source.entityCount * Math.pow( 2, timed.length ) + 1;
	const dayId = interner();
	const groups = new Map< number, Group >();
	for ( const day of days ) {
		const cells = source.day( day );
		if ( ! cells ) {
			continue;
		}
		const mask = timed
			.map( ( i ) => ( day < dims[ i ].before!.day ? '1' : '0' ) )
			.join( '' );
		const { values: entityValues, ids: entityIds } = variant( mask );
		const dayValues = dims.map( ( d ) =>
			d.byDay ? d.byDay( day ) : ''
		);
		const dayKey = dayId( dayValues.join( SEP ) ) * stride;
		for ( let e = 0; e < source.entityCount; e++ ) {
			const key = dayKey + entityIds[ e ];
			let group = groups.get( key );
			if ( ! group ) {
				const values = entityValues[ e ];
				group = {
					keys: dims.map( ( d, i ) =>
						d.byDay ? dayValues[ i ] : values[ i ]
					),
					sums: new Array< number >( metricCount ).fill( 0 ),
					spread: presence === undefined ? undefined : emptySpread(),
				};
				groups.set( key, group );
			}
			const sums = group.sums;
			for ( let m = 0; m < metricCount; m++ ) {
				sums[ m ] += cells[ m ][ e ];
			}
			if ( group.spread && cells[ presence as number ][ e ] > 0 ) {
				group.spread.days.add( day );
				group.spread.entities.add( e );
			}
		}
	}
	return [ ...groups.values() ];
}

function combinations( splits: SplitDimension[] ): number[][] {
	let combos: number[][] = [ [] ];
	for ( const split of splits ) {
		const next: number[][] = [];
		for ( const combo of combos ) {
			split.values.forEach( ( _, i ) => next.push( [ ...combo, i ] ) );
		}
		combos = next;
	}
	return combos;
}

export function runCube( source: DaySource, query: CubeQuery ): CubeRow[] {
	const all = [ ...query.dimensions, ...( query.filterDimensions ?? [] ) ];
	const primaries = all.filter(
		( d ): d is PrimaryDimension => ! isSplit( d ) && ! isDerived( d )
	);
	// The splits to divide groups by: the split dimensions and the sources of derived ones, each once.
	const splits: SplitDimension[] = [];
	for ( const dim of all ) {
		const split = isDerived( dim ) ? dim.source : dim;
		if ( isSplit( split ) && ! splits.includes( split ) ) {
			splits.push( split );
		}
	}
	const floats = query.floatMetrics ?? new Set< number >();
	const groups = groupPrimary(
		source,
		query.days,
		primaries,
		query.metricCount,
		query.presenceMetric
	);
	if ( ! splits.length && ! query.filterDimensions?.length ) {
		// Fast path: the groups are the rows.
		return groups
			.filter(
				( g ) =>
					( ! query.filter || query.filter( g.keys ) ) &&
					g.sums.some( ( v ) => v !== 0 )
			)
			.map( ( g ) => ( {
				keys: g.keys,
				values: g.sums,
				spread: g.spread,
			} ) );
	}
	const splitIndex = all.map( ( dim ) => {
		if ( isDerived( dim ) ) {
			return splits.indexOf( dim.source );
		}
		return isSplit( dim ) ? splits.indexOf( dim ) : -1;
	} );
	const dynamic = splits.some( ( split ) => split.weightsOf );
	const combos = combinations( splits );
	const weightsFor = ( sums: readonly number[] ) => {
		const tables = splits.map( ( split ) =>
			split.weightsOf ? split.weightsOf( sums ) : split.weights
		);
		const out: number[][] = [];
		for ( let m = 0; m < query.metricCount; m++ ) {
			out.push(
				combos.map( ( combo ) =>
					combo.reduce(
						( w, vi, si ) => w * tables[ si ][ m ][ vi ],
						1
					)
				)
			);
		}
		return out;
	};
	const fixedWeights = dynamic ? null : weightsFor( [] );
	const outputIndex = query.dimensions.map( ( dim ) => all.indexOf( dim ) );
	const rolled = new Map< string, CubeRow >();
	for ( const group of groups ) {
		const comboWeights = fixedWeights ?? weightsFor( group.sums );
		const parts =
			combos.length === 1
				? group.sums.map( ( sum ) => [ sum ] )
				: comboWeights.map( ( weights, m ) =>
						floats.has( m )
							? weights.map( ( w ) => group.sums[ m ] * w )
							: largestRemainder(
									Math.round( group.sums[ m ] ),
									weights
							  )
				  );
		combos.forEach( ( combo, c ) => {
			const splitValues = combo.map(
				( vi, si ) => splits[ si ].values[ vi ]
			);
			let pi = 0;
			const values = all.map( ( dim, i ) => {
				if ( isDerived( dim ) ) {
					return dim.map( splitValues[ splitIndex[ i ] ] );
				}
				return isSplit( dim )
					? splitValues[ splitIndex[ i ] ]
					: group.keys[ pi++ ];
			} );
			if ( query.filter && ! query.filter( values ) ) {
				return;
			}
			const keys = outputIndex.map( ( i ) => values[ i ] );
			const key = keys.join( SEP );
			let row = rolled.get( key );
			if ( ! row ) {
				row = {
					keys,
					values: new Array< number >( query.metricCount ).fill( 0 ),
					spread: group.spread ? emptySpread() : undefined,
				};
				rolled.set( key, row );
			}
			for ( let m = 0; m < query.metricCount; m++ ) {
				row.values[ m ] += parts[ m ][ c ];
			}
			const presence = query.presenceMetric;
			if (
				row.spread &&
				group.spread &&
				parts[ presence as number ][ c ] > 0
			) {
				const spread = row.spread;
				group.spread.days.forEach( ( d ) => spread.days.add( d ) );
				group.spread.entities.forEach( ( e ) =>
					spread.entities.add( e )
				);
				splits.forEach( ( split, index ) => {
					let set = spread.splits.get( split.values );
					if ( ! set ) {
						set = new Set();
						spread.splits.set( split.values, set );
					}
					set.add( splitValues[ index ] );
				} );
			}
		} );
	}
	return [ ...rolled.values() ].filter( ( row ) =>
		row.values.some( ( v ) => v !== 0 )
	);
}
