/**
 * Small helpers the stores share.
 */

function sortKeysDeep( value: unknown ): unknown {
	if ( Array.isArray( value ) ) {
		return value.map( sortKeysDeep );
	}
	if ( value && typeof value === 'object' ) {
		const object = value as Record< string, unknown >;
		return Object.fromEntries(
			Object.keys( object )
				.sort()
				.filter( ( key ) => object[ key ] !== undefined )
				.map( ( key ) => [ key, sortKeysDeep( object[ key ] ) ] )
		);
	}
	return value;
}

/**
 * A string that is equal for equal values, whatever their key order.
 *
 * @param value JSON-like value.
 */
export function stableKey( value: unknown ): string {
	return JSON.stringify( sortKeysDeep( value ) ) ?? 'undefined';
}

/**
 * Deep equality of JSON-like values (settings, answers).
 *
 * @param a One value.
 * @param b The other.
 */
export function isEqual( a: unknown, b: unknown ): boolean {
	return stableKey( a ) === stableKey( b );
}

/**
 * Remembers a derived value per source object and arguments, so a selector
 * that builds a new array or object answers with the same reference until
 * its part of the state changes.
 *
 * @param compute Derives the value from the source and the arguments.
 */
export function memoizeOnSource<
	Source extends object,
	Args extends unknown[],
	Result,
>(
	compute: ( source: Source, ...args: Args ) => Result
): ( source: Source, ...args: Args ) => Result {
	const cache = new WeakMap< Source, Map< string, Result > >();
	return ( source, ...args ) => {
		let byArgs = cache.get( source );
		if ( ! byArgs ) {
			byArgs = new Map();
			cache.set( source, byArgs );
		}
		const key = stableKey( args );
		if ( ! byArgs.has( key ) ) {
			byArgs.set( key, compute( source, ...args ) );
		}
		return byArgs.get( key ) as Result;
	};
}
