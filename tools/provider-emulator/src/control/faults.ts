/**
 * Fault injection: each fault applies to the next `count` calls matching an API (prefix match, so
 * `analytics` covers analyticsdata and analyticsadmin) and/or a path substring, or to every call when
 * `persistent`. What an error fault answers is control/fault-responses.ts.
 */
import { LIGHTHOUSE_ERRORS } from '../apis/pagespeed-insights';
import type { ApiName } from '../http/types';

export const FAULT_KINDS = [
	'latency',
	'internal',
	'unavailable',
	'invalid_json',
	'unauthenticated',
	'insufficient_permissions',
	'forbidden',
	'invalid_argument',
	'not_found',
	'rate_limit',
	'lighthouse_error',
] as const;
export type FaultKind = ( typeof FAULT_KINDS )[ number ];

export interface Fault {
	id: number;
	kind: FaultKind;
	api: string | null;
	path: string | null;
	/** Calls left; null when persistent. */
	remaining: number | null;
	/** Added latency (latency faults). */
	ms: number;
	/** Lighthouse error code (lighthouse_error faults), e.g. FAILED_DOCUMENT_REQUEST. */
	code?: string;
	/** Seconds sent in a Retry-After header (rate_limit and unavailable faults). */
	retryAfter?: number;
}

export interface FaultInput {
	kind?: unknown;
	api?: unknown;
	path?: unknown;
	count?: unknown;
	persistent?: unknown;
	ms?: unknown;
	code?: unknown;
	retryAfter?: unknown;
}

export class Faults {
	private list: Fault[] = [];
	private nextId = 1;

	all(): Fault[] {
		return this.list.map( ( f ) => ( { ...f } ) );
	}

	clear(): void {
		this.list = [];
	}

	remove( id: number ): boolean {
		const before = this.list.length;
		this.list = this.list.filter( ( f ) => f.id !== id );
		return this.list.length < before;
	}

	/**
	 * Validates and adds a fault; returns an error message when the input is wrong.
	 * @param input
	 */
	add( input: FaultInput ): Fault | string {
		if (
			typeof input.kind !== 'string' ||
			! ( FAULT_KINDS as readonly string[] ).includes( input.kind )
		) {
			return `kind must be one of ${ FAULT_KINDS.join( ', ' ) }`;
		}
		const kind = input.kind as FaultKind;
		if (
			kind === 'latency' &&
			( typeof input.ms !== 'number' || input.ms < 0 )
		) {
			return 'latency faults need ms (a number ≥ 0)';
		}
		if (
			kind === 'lighthouse_error' &&
			input.code !== undefined &&
			( typeof input.code !== 'string' ||
				! LIGHTHOUSE_ERRORS[ input.code ] )
		) {
			return `lighthouse_error faults take a code: ${ Object.keys(
				LIGHTHOUSE_ERRORS
			).join( ', ' ) }`;
		}
		if (
			input.retryAfter !== undefined &&
			( ! [ 'rate_limit', 'unavailable' ].includes( kind ) ||
				! Number.isInteger( input.retryAfter ) ||
				( input.retryAfter as number ) < 0 )
		) {
			return 'retryAfter (whole seconds ≥ 0) goes with rate_limit and unavailable faults';
		}
		if (
			input.count !== undefined &&
			( ! Number.isInteger( input.count ) ||
				( input.count as number ) < 1 )
		) {
			return 'count must be a positive integer';
		}
		const fault: Fault = {
			id: this.nextId++,
			kind,
			api: typeof input.api === 'string' && input.api ? input.api : null,
			path:
				typeof input.path === 'string' && input.path
					? input.path
					: null,
			remaining:
				input.persistent === true
					? null
					: ( input.count as number | undefined ) ?? 1,
			ms: typeof input.ms === 'number' ? input.ms : 0,
		};
		if ( typeof input.retryAfter === 'number' ) {
			fault.retryAfter = input.retryAfter;
		}
		if ( kind === 'lighthouse_error' ) {
			// PageSpeed is the only API that runs Lighthouse.
			fault.api = fault.api ?? 'pagespeed';
			fault.code =
				typeof input.code === 'string'
					? input.code
					: 'FAILED_DOCUMENT_REQUEST';
		}
		this.list.push( fault );
		return fault;
	}

	/**
	 * Consumes the faults matching a call: total added latency and the first error fault, if any.
	 * @param api
	 * @param pathAndQuery
	 */
	take(
		api: ApiName,
		pathAndQuery: string
	): { latency: number; error: Fault | null } {
		let latency = 0;
		let error: Fault | null = null;
		for ( const fault of this.list ) {
			if (
				( fault.api && ! api.startsWith( fault.api ) ) ||
				( fault.path && ! pathAndQuery.includes( fault.path ) )
			) {
				continue;
			}
			if ( fault.kind === 'latency' ) {
				latency += fault.ms;
			} else if ( ! error ) {
				error = fault;
			} else {
				continue;
			}
			if ( fault.remaining !== null ) {
				fault.remaining--;
			}
		}
		this.list = this.list.filter(
			( f ) => f.remaining === null || f.remaining > 0
		);
		return { latency, error };
	}
}
