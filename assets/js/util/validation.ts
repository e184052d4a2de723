/**
 * Small validators the spec names (§5 helpers, §2 navigation anchors).
 */

/**
 * Whether a value is a positive integer, or a string holding only one.
 *
 * @param value Value to check.
 */
export function isPositiveInteger( value: unknown ): boolean {
	if ( typeof value === 'number' ) {
		return Number.isInteger( value ) && value > 0;
	}
	if ( typeof value === 'string' ) {
		return (
			/^[1-9]\d*$/.test( value ) &&
			Number.isSafeInteger( Number( value ) )
		);
	}
	return false;
}

/**
 * Whether a value is a finite number, or a string that reads as one in full.
 *
 * @param value Value to check.
 */
export function isNumeric( value: unknown ): boolean {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value );
	}
	if ( typeof value === 'string' && value.trim() !== '' ) {
		return Number.isFinite( Number( value ) );
	}
	return false;
}

/**
 * Whether a string parses as JSON.
 *
 * @param value Value to check.
 */
export function isValidJSON( value: unknown ): boolean {
	if ( typeof value !== 'string' ) {
		return false;
	}
	try {
		JSON.parse( value );
		return true;
	} catch {
		return false;
	}
}

/**
 * Whether a URL hash is a dashboard section anchor: a hash, then a word
 * character, then letters, digits, hyphens or underscores.
 *
 * @param hash Hash including the leading "#".
 */
export function isValidAnchor( hash: unknown ): boolean {
	return typeof hash === 'string' && /^#\w[A-Za-z0-9_-]*$/.test( hash );
}
