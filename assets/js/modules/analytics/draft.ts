/**
 * The setup choices kept across the trip to Google's consent screen, when
 * creating a property or stream needs a permission the user has yet to grant.
 */

/**
 * Internal dependencies
 */
import type { AnalyticsSelection } from './types';

export interface SetupDraft {
	selection: AnalyticsSelection;
	useSnippet: boolean;
}

const KEY = 'googlesitekit_analytics-setup-draft';
/** The sign-in state lives as long (Authentication::STATE_TTL). */
const MAX_AGE_MS = 30 * 60 * 1000;

/**
 * Keeps the choices for when the user comes back.
 *
 * @param draft The choices.
 */
export function saveDraft( draft: SetupDraft ): void {
	try {
		window.sessionStorage.setItem(
			KEY,
			JSON.stringify( { ...draft, savedAt: Date.now() } )
		);
	} catch {
		// No storage (private mode, quota): the user picks again.
	}
}

function isSelection( value: unknown ): value is AnalyticsSelection {
	const object = value as Record< string, unknown > | null;
	return (
		!! object &&
		[ 'accountID', 'propertyID', 'webDataStreamID', 'measurementID' ].every(
			( key ) => typeof object[ key ] === 'string'
		)
	);
}

/**
 * The choices kept before the consent screen, once: reading removes them.
 * Null when there are none, they are too old or they are not well formed.
 */
export function takeDraft(): SetupDraft | null {
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
		if (
			isSelection( parsed?.selection ) &&
			typeof parsed.useSnippet === 'boolean' &&
			typeof parsed.savedAt === 'number' &&
			Date.now() - parsed.savedAt < MAX_AGE_MS
		) {
			return {
				selection: parsed.selection,
				useSnippet: parsed.useSnippet,
			};
		}
	} catch {
		// Not JSON: ignore it.
	}
	return null;
}
