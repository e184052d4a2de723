/* eslint-disable no-bitwise -- hashing is bit arithmetic by nature. */
/**
 * Deterministic randomness: every demo number is a pure function of (seed, factors),
 * so two emulators with the same seed answer identically and nothing needs storing.
 */

/**
 * 32-bit avalanche mix of two integers (a murmur3-style finaliser).
 * @param a
 * @param b
 */
export function mix( a: number, b: number ): number {
	let h = Math.imul( a ^ Math.imul( b, 0x9e3779b1 ), 0x85ebca6b );
	h ^= h >>> 15;
	h = Math.imul( h, 0xc2b2ae35 );
	h ^= h >>> 13;
	h = Math.imul( h, 0x27d4eb2f );
	h ^= h >>> 16;
	return h >>> 0;
}

/**
 * FNV-1a hash of a string, for turning names into factor ids.
 * @param text
 */
export function hashString( text: string ): number {
	let h = 0x811c9dc5;
	for ( let i = 0; i < text.length; i++ ) {
		h ^= text.charCodeAt( i );
		h = Math.imul( h, 0x01000193 );
	}
	return h >>> 0;
}

/**
 * A uniform number in [0, 1) determined by the seed and the factors.
 * @param seed
 * @param a
 * @param b
 * @param c
 * @param d
 */
export function unit( seed: number, a: number, b = 0, c = 0, d = 0 ): number {
	let h = mix( seed, a );
	h = mix( h, b );
	h = mix( h, c );
	h = mix( h, d );
	return h / 4294967296;
}

/**
 * Stochastic rounding: unbiased, so many small cells still add up to the expected total.
 * @param value
 * @param u
 */
export function sround( value: number, u: number ): number {
	if ( value <= 0 ) {
		return 0;
	}
	const floor = Math.floor( value );
	return floor + ( u < value - floor ? 1 : 0 );
}

/**
 * A seeded sequential generator (mulberry32), for building catalogues once.
 * @param seed
 */
export function sequence( seed: number ): () => number {
	let state = seed >>> 0;
	return () => {
		state = ( state + 0x6d2b79f5 ) >>> 0;
		let t = state;
		t = Math.imul( t ^ ( t >>> 15 ), t | 1 );
		t ^= t + Math.imul( t ^ ( t >>> 7 ), t | 61 );
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
}

/**
 * Fisher–Yates shuffle driven by a seeded generator; returns a new array.
 * @param items
 * @param next
 */
export function shuffle< T >( items: readonly T[], next: () => number ): T[] {
	const copy = items.slice();
	for ( let i = copy.length - 1; i > 0; i-- ) {
		const j = Math.floor( next() * ( i + 1 ) );
		[ copy[ i ], copy[ j ] ] = [ copy[ j ], copy[ i ] ];
	}
	return copy;
}

/**
 * Normalises weights so they sum to 1.
 * @param weights
 */
export function normalise( weights: readonly number[] ): number[] {
	const total = weights.reduce( ( sum, w ) => sum + w, 0 );
	return weights.map( ( w ) => ( total > 0 ? w / total : 0 ) );
}
