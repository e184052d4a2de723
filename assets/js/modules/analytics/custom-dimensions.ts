/**
 * The GA4 custom dimensions the author and category key metric tiles need, and the creation that is
 * pending across a trip to Google's consent screen (when the user's token lacks analytics.edit).
 */

/** Event parameter of a post's author (display name), sent by the Google tag on single posts. */
export const POST_AUTHOR_PARAMETER = 'googlesitekit_post_author';
/** Event parameter of a post's categories (names joined by ","), sent by the Google tag on single posts. */
export const POST_CATEGORIES_PARAMETER = 'googlesitekit_post_categories';
/** Every custom dimension parameter Site Kit may create. */
export const POST_PARAMETERS = [
	POST_AUTHOR_PARAMETER,
	POST_CATEGORIES_PARAMETER,
] as const;
export type PostParameter = ( typeof POST_PARAMETERS )[ number ];

const KEY = 'googlesitekit_analytics-pending-custom-dimensions';
/** As long as the sign-in state lives (Authentication::STATE_TTL). */
const MAX_AGE_MS = 30 * 60 * 1000;

function isPostParameter( value: unknown ): value is PostParameter {
	return ( POST_PARAMETERS as readonly unknown[] ).includes( value );
}

/**
 * Remembers that these dimensions are to be created once the user is back from granting the permission.
 *
 * @param parameterNames The parameters.
 */
export function savePendingCreation(
	parameterNames: readonly PostParameter[]
): void {
	try {
		window.sessionStorage.setItem(
			KEY,
			JSON.stringify( { parameterNames, savedAt: Date.now() } )
		);
	} catch {
		// No storage: the user presses the button again.
	}
}

/**
 * The creation pending from before the consent screen, once: reading removes it. Null when there is none,
 * it is too old or not well formed.
 */
export function takePendingCreation(): PostParameter[] | null {
	let raw: string | null = null;
	try {
		raw = window.sessionStorage.getItem( KEY );
		window.sessionStorage.removeItem( KEY );
	} catch {
		return null;
	}
	if ( ! raw ) {
		return null;
	}
	try {
		const parsed = JSON.parse( raw );
		const names: unknown = parsed?.parameterNames;
		if (
			Array.isArray( names ) &&
			names.length > 0 &&
			names.every( isPostParameter ) &&
			typeof parsed.savedAt === 'number' &&
			Date.now() - parsed.savedAt < MAX_AGE_MS
		) {
			return names;
		}
	} catch {
		// Not JSON: ignore it.
	}
	return null;
}
