/**
 * A snapshot of what the user was editing, kept in sessionStorage across a
 * trip to Google to grant more permissions (spec §4, permissions modal:
 * "Proceed saves a snapshot"). Only unsaved module settings are kept; the
 * next page of Site Kit in this tab puts them back once, if it is the same
 * screen and the snapshot is recent.
 */

/**
 * Internal dependencies
 */
import {
	getModuleSettingsStore,
	MODULE_SETTINGS_SLUGS,
} from './module-settings';
import type { ModuleSettings } from './module-settings';
import type { Registry } from './types';

export const SNAPSHOT_KEY = 'googlesitekit_snapshot';
/** A snapshot older than this is ignored. */
export const SNAPSHOT_MAX_AGE_MS = 60 * 60 * 1000;

interface Snapshot {
	timestamp: number;
	/** Path and query of the page the snapshot was taken on. */
	page: string;
	/** Unsaved settings edits, by module slug. */
	moduleSettings: Record< string, ModuleSettings >;
}

const currentPage = () => window.location.pathname + window.location.search;

/**
 * Keeps the unsaved module settings edits of this page.
 *
 * @param registry The registry to read.
 */
export function saveSnapshot( registry: Registry ): void {
	const moduleSettings: Record< string, ModuleSettings > = {};
	for ( const slug of MODULE_SETTINGS_SLUGS ) {
		const store = getModuleSettingsStore( slug );
		if ( store && registry.select( store ).haveSettingsChanged() ) {
			const settings = registry.select( store ).getSettings();
			if ( settings ) {
				moduleSettings[ slug ] = settings;
			}
		}
	}
	const snapshot: Snapshot = {
		timestamp: Date.now(),
		page: currentPage(),
		moduleSettings,
	};
	try {
		window.sessionStorage.setItem(
			SNAPSHOT_KEY,
			JSON.stringify( snapshot )
		);
	} catch {
		// Storage full or off: the edits are lost, as without a snapshot.
	}
}

function takeSnapshot(): Snapshot | null {
	let raw: string | null = null;
	try {
		raw = window.sessionStorage.getItem( SNAPSHOT_KEY );
		window.sessionStorage.removeItem( SNAPSHOT_KEY );
	} catch {
		return null;
	}
	if ( ! raw ) {
		return null;
	}
	try {
		const snapshot = JSON.parse( raw ) as Snapshot;
		const fresh =
			typeof snapshot.timestamp === 'number' &&
			Date.now() - snapshot.timestamp <= SNAPSHOT_MAX_AGE_MS;
		return fresh && snapshot.page === currentPage() ? snapshot : null;
	} catch {
		return null;
	}
}

/**
 * Puts back the edits of a snapshot taken on this page, once: each module's
 * saved settings load first, then the edits go on top.
 *
 * @param registry The registry to restore into.
 * @return The slugs of the modules whose edits were restored.
 */
export async function restoreSnapshot(
	registry: Registry
): Promise< string[] > {
	const snapshot = takeSnapshot();
	if ( ! snapshot ) {
		return [];
	}
	const restored: string[] = [];
	await Promise.all(
		Object.entries( snapshot.moduleSettings ?? {} ).map(
			async ( [ slug, settings ] ) => {
				const store = getModuleSettingsStore( slug );
				if ( ! store ) {
					return;
				}
				await registry.resolveSelect( store ).getSettings();
				registry.dispatch( store ).setSettings( settings );
				restored.push( slug );
			}
		)
	);
	return restored;
}
