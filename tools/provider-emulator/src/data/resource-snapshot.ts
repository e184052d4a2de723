/** The resources' stored state as plain JSON (what a state file keeps), and back. */
import type {
	AdSenseAccount,
	GaAccount,
	GaCustomDimension,
	GaProperty,
	GaStream,
	ResourcesSnapshot,
} from './resource-types';

/** What data/resources.ts stores (a network's extra sites' resources are not stored). */
export interface StoredResources {
	scAdded: Map< string, Map< string, string > >;
	verified: Map< string, Set< string > >;
	gaAccounts: GaAccount[];
	gaProperties: GaProperty[];
	gaStreams: GaStream[];
	gaCustomDimensions: GaCustomDimension[];
	adsense: AdSenseAccount[];
	nextId: number;
}

function copyAll< T extends object >( list: T[] ): T[] {
	return list.map( ( item ) => ( { ...item } ) );
}

/**
 * A copy of the stored resources as plain JSON.
 * @param stored
 */
export function snapshotOf( stored: StoredResources ): ResourcesSnapshot {
	return {
		scAdded: Object.fromEntries(
			[ ...stored.scAdded ].map( ( [ account, sites ] ) => [
				account,
				Object.fromEntries( sites ),
			] )
		),
		verified: Object.fromEntries(
			[ ...stored.verified ].map( ( [ account, set ] ) => [
				account,
				[ ...set ],
			] )
		),
		gaAccounts: copyAll( stored.gaAccounts ),
		gaProperties: copyAll( stored.gaProperties ),
		gaStreams: copyAll( stored.gaStreams ),
		gaCustomDimensions: copyAll( stored.gaCustomDimensions ),
		adsense: copyAll( stored.adsense ),
		nextId: stored.nextId,
	};
}

/**
 * The stored resources of a snapshot (copied: the snapshot stays untouched).
 * @param snapshot
 */
export function storedFrom( snapshot: ResourcesSnapshot ): StoredResources {
	return {
		scAdded: new Map(
			Object.entries( snapshot.scAdded ).map( ( [ account, sites ] ) => [
				account,
				new Map( Object.entries( sites ) ),
			] )
		),
		verified: new Map(
			Object.entries( snapshot.verified ).map( ( [ account, list ] ) => [
				account,
				new Set( list ),
			] )
		),
		gaAccounts: copyAll( snapshot.gaAccounts ),
		gaProperties: copyAll( snapshot.gaProperties ),
		gaStreams: copyAll( snapshot.gaStreams ),
		// Absent in files written before custom dimensions existed.
		gaCustomDimensions: copyAll( snapshot.gaCustomDimensions ?? [] ),
		adsense: copyAll( snapshot.adsense ),
		nextId: snapshot.nextId,
	};
}
