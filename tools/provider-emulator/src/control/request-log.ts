/** The log of provider calls that tests read through the control endpoint. */
import type { ApiName } from '../http/types';

export interface LogEntry {
	id: number;
	method: string;
	api: ApiName;
	path: string;
	query: Record< string, string | string[] >;
	status: number;
	/** Bearer token, shortened to its first 12 characters; null when none was sent. */
	token: string | null;
	fault: string | null;
	/** Epoch milliseconds (fractional) when the request arrived and when the response was sent. */
	start: number;
	end: number;
	durationMs: number;
}

const LIMIT = 5000;

export function nowMs(): number {
	return performance.timeOrigin + performance.now();
}

export function queryObject(
	query: URLSearchParams
): Record< string, string | string[] > {
	const out: Record< string, string | string[] > = {};
	for ( const key of new Set( query.keys() ) ) {
		const values = query.getAll( key );
		out[ key ] = values.length === 1 ? values[ 0 ] : values;
	}
	return out;
}

export class RequestLog {
	private entries: LogEntry[] = [];
	private nextId = 1;

	add( entry: Omit< LogEntry, 'id' > ): void {
		this.entries.push( { id: this.nextId++, ...entry } );
		if ( this.entries.length > LIMIT ) {
			this.entries.splice( 0, this.entries.length - LIMIT );
		}
	}

	list(
		filter: { api?: string | null; path?: string | null } = {}
	): LogEntry[] {
		return this.entries.filter(
			( e ) =>
				( ! filter.api || e.api.startsWith( filter.api ) ) &&
				( ! filter.path || e.path.includes( filter.path ) )
		);
	}

	clear(): void {
		this.entries = [];
	}
}

export function shortToken( token: string | null ): string | null {
	return token ? `${ token.slice( 0, 12 ) }…` : null;
}
