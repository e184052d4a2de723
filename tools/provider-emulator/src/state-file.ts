/**
 * Optional persistence of the emulator's mutable state (the `stateFile` option, `EMULATOR_STATE_FILE`):
 * OAuth clients, grants and tokens, and the resources created through the APIs (GA4 properties,
 * streams and custom dimensions, Search Console sites, verified sites). Pending consents, codes, faults, the request log,
 * the clock offset and the configuration are not kept.
 *
 * The file is JSON with a format version; a file that cannot be read, is not valid or has another version
 * is ignored with a warning (the emulator starts clean and overwrites it on the next change). Writes are
 * atomic (a temporary file renamed over the old one) and synchronous, done only when the serialised state
 * differs from what was last written, so a change is on disk before its response is sent.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ResourcesSnapshot } from './data/resource-types';
import type { OAuthSnapshot } from './oauth/records';

export const STATE_FORMAT = 'site-kit-provider-emulator-state';
/** Bump when the shape changes; files of another version are ignored. */
export const STATE_VERSION = 1;

export interface PersistedState {
	oauth: OAuthSnapshot;
	resources: ResourcesSnapshot;
}

type Check = ( value: unknown ) => boolean;

const isString: Check = ( v ) => typeof v === 'string';
const isNumber: Check = ( v ) => typeof v === 'number' && Number.isFinite( v );
const isBoolean: Check = ( v ) => typeof v === 'boolean';
const isObject = ( v: unknown ): v is Record< string, unknown > =>
	typeof v === 'object' && v !== null && ! Array.isArray( v );
const nullable =
	( check: Check ): Check =>
	( v ) =>
		v === null || check( v );
const arrayOf =
	( check: Check ): Check =>
	( v ) =>
		Array.isArray( v ) && v.every( check );
const recordOf =
	( check: Check ): Check =>
	( v ) =>
		isObject( v ) && Object.values( v ).every( check );
const shape =
	( fields: Record< string, Check > ): Check =>
	( v ) =>
		isObject( v ) &&
		Object.entries( fields ).every( ( [ key, check ] ) =>
			check( v[ key ] )
		);

const strings = arrayOf( isString );

const SCHEMA: Record< string, Check > = {
	'oauth.clients': arrayOf(
		shape( {
			clientId: isString,
			clientSecret: isString,
			redirectUris: strings,
		} )
	),
	'oauth.grants': arrayOf(
		shape( { clientId: isString, accountId: isString, scopes: strings } )
	),
	'oauth.accessTokens': arrayOf(
		shape( {
			token: isString,
			clientId: isString,
			accountId: isString,
			scopes: strings,
			expiresAt: isNumber,
			offline: isBoolean,
		} )
	),
	'oauth.refreshTokens': arrayOf(
		shape( {
			token: isString,
			clientId: isString,
			accountId: isString,
			scopes: strings,
		} )
	),
	'resources.scAdded': recordOf( recordOf( isString ) ),
	'resources.verified': recordOf( strings ),
	'resources.gaAccounts': arrayOf(
		shape( {
			id: isString,
			owner: isString,
			displayName: isString,
			createTime: isString,
		} )
	),
	'resources.gaProperties': arrayOf(
		shape( {
			id: isString,
			account: isString,
			displayName: isString,
			timeZone: isString,
			currencyCode: isString,
			createTime: isString,
			siteData: isBoolean,
		} )
	),
	'resources.gaStreams': arrayOf(
		shape( {
			id: isString,
			property: isString,
			displayName: isString,
			defaultUri: nullable( isString ),
			measurementId: isString,
			createTime: isString,
		} )
	),
	'resources.gaCustomDimensions': ( v ) =>
		v === undefined ||
		arrayOf(
			shape( {
				id: isString,
				property: isString,
				parameterName: isString,
				displayName: isString,
				description: isString,
				scope: isString,
				createTime: isString,
				firstDataDay: isString,
			} )
		)( v ),
	'resources.adsense': arrayOf(
		shape( {
			pubId: isString,
			owner: isString,
			displayName: isString,
			createTime: isString,
		} )
	),
	'resources.nextId': ( v ) => Number.isInteger( v ) && ( v as number ) >= 0,
};

/**
 * The state in a parsed file, or why it cannot be used.
 * @param data
 */
export function parseState( data: unknown ): PersistedState | string {
	if ( ! isObject( data ) || data.format !== STATE_FORMAT ) {
		return 'not an emulator state file';
	}
	if ( data.version !== STATE_VERSION ) {
		return `format version ${ JSON.stringify(
			data.version
		) }, this emulator reads version ${ STATE_VERSION }`;
	}
	for ( const [ field, check ] of Object.entries( SCHEMA ) ) {
		const [ group, key ] = field.split( '.' );
		const section = data[ group ];
		if ( ! isObject( section ) || ! check( section[ key ] ) ) {
			return `invalid ${ field }`;
		}
	}
	return { oauth: data.oauth, resources: data.resources } as PersistedState;
}

function warn( message: string ): void {
	console.warn( `[provider-emulator] ${ message }` );
}

export class StateFile {
	/** The serialised state last written or read (null: unknown, the next save writes). */
	private last: string | null = null;
	private failing = false;

	constructor( readonly file: string ) {}

	/** The saved state, or null when there is none or it cannot be used (with a warning). */
	load(): PersistedState | null {
		let text: string;
		try {
			text = fs.readFileSync( this.file, 'utf8' );
		} catch ( error ) {
			if ( ( error as NodeJS.ErrnoException ).code !== 'ENOENT' ) {
				warn(
					`Cannot read the state file ${ this.file } (${
						( error as Error ).message
					}); starting with a fresh state.`
				);
			}
			return null;
		}
		let parsed: unknown;
		try {
			parsed = JSON.parse( text );
		} catch ( error ) {
			parsed = ( error as Error ).message;
		}
		const state =
			typeof parsed === 'string'
				? `invalid JSON: ${ parsed }`
				: parseState( parsed );
		if ( typeof state === 'string' ) {
			warn(
				`Ignoring the state file ${ this.file } (${ state }); starting with a fresh state, it is replaced on the next change.`
			);
			return null;
		}
		return state;
	}

	/**
	 * Remembers a state as already on disk (after loading it, or for a fresh state with no file).
	 * @param state
	 */
	assume( state: PersistedState ): void {
		this.last = JSON.stringify( state );
	}

	/**
	 * Writes the state if it differs from what was written last; returns whether it wrote.
	 * @param state
	 */
	save( state: PersistedState ): boolean {
		const serialised = JSON.stringify( state );
		if ( serialised === this.last ) {
			return false;
		}
		const body = JSON.stringify(
			{
				format: STATE_FORMAT,
				version: STATE_VERSION,
				savedAt: new Date().toISOString(),
				...state,
			},
			null,
			'\t'
		);
		const temp = `${ this.file }.${ process.pid }.tmp`;
		try {
			fs.mkdirSync( path.dirname( this.file ), { recursive: true } );
			fs.writeFileSync( temp, `${ body }\n`, { mode: 0o600 } );
			fs.renameSync( temp, this.file );
		} catch ( error ) {
			fs.rmSync( temp, { force: true } );
			if ( ! this.failing ) {
				warn(
					`Cannot write the state file ${ this.file }: ${
						( error as Error ).message
					}`
				);
			}
			this.failing = true;
			return false;
		}
		this.last = serialised;
		this.failing = false;
		return true;
	}

	/**
	 * Deletes the file (the control reset); `fresh` is the state the emulator has now.
	 * @param fresh
	 */
	clear( fresh: PersistedState ): void {
		try {
			fs.rmSync( this.file, { force: true } );
			this.assume( fresh );
		} catch ( error ) {
			warn(
				`Cannot delete the state file ${ this.file }: ${
					( error as Error ).message
				}`
			);
			this.last = null;
		}
	}
}
