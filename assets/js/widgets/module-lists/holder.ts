/**
 * One module list handed down from above: the entry's set-up (or jest's `tests/js/setup.ts`) sets it once, the
 * shared code below the modules reads it. Read before it was handed down, it throws, naming the set-up to import,
 * so a screen that forgot it fails loudly instead of showing nothing.
 */

/** A list's setter and getter. */
export interface ListHolder< T > {
	/** Hands the list down (the last call wins). */
	set: ( list: T ) => void;
	/**
	 * Hands down how to load the list, loaded on its first read: jest's set-up (`tests/js/setup.ts`) hands every
	 * list down so, so that a test loads only the lists its screen reads (as an entry's bundle holds only those).
	 */
	load: ( loader: () => T ) => void;
	/** The list; throws if it was never handed down. */
	get: () => T;
	/** Whether the list (or how to load it) was handed down: for a list that only some screens have. */
	has: () => boolean;
}

/**
 * Makes the holder of one module list.
 *
 * @param name  The list, as the error names it (e.g. "MODULE_SERVICES").
 * @param setUp The set-up file that hands it down (e.g. "modules/lists/services.ts").
 */
export function createListHolder< T >(
	name: string,
	setUp: string
): ListHolder< T > {
	let held: T | undefined;
	let loader: ( () => T ) | undefined;
	return {
		set( list ) {
			held = list;
			loader = undefined;
		},
		load( next ) {
			held = undefined;
			loader = next;
		},
		get() {
			if ( held === undefined && loader ) {
				held = loader();
			}
			if ( held === undefined ) {
				throw new Error(
					`${ name } was not handed down: the entry must import ${ setUp } before rendering (tests: tests/js/setup.ts).`
				);
			}
			return held;
		},
		has() {
			return held !== undefined || loader !== undefined;
		},
	};
}
