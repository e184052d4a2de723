/**
 * The emulator's optional schema check (`schemaDir`, EMULATOR_SCHEMA_DIR): every Google call it answers is checked
 * against the Discovery documents of that folder, and each call with a problem is kept until read and cleared
 * through `/__emulator/schema`. Not cleared by `/__emulator/reset`, so a test's reset cannot hide its own traffic.
 */
import { loadCatalogue, type Catalogue } from './discovery';
import { checkExchange, type Exchange } from './exchange';
import type { Problem } from './validate';

export interface Violation {
	method: string;
	path: string;
	query: string;
	status: number;
	fault: string | null;
	/** The Discovery method id or endpoint name; null when no Google method answers the path. */
	target: string | null;
	request: Problem[];
	response: Problem[];
}

const LIMIT = 500;

export class SchemaRecorder {
	private readonly catalogue: Catalogue;
	private violations: Violation[] = [];
	/** Calls checked since the last clear, by target. */
	private checked = new Map< string, number >();

	constructor( readonly dir: string ) {
		this.catalogue = loadCatalogue( dir );
	}

	/**
	 * Checks an exchange and keeps it when it has problems.
	 * @param ex
	 * @param fault
	 */
	record( ex: Exchange, fault: string | null ): Violation | null {
		let report: ReturnType< typeof checkExchange >;
		try {
			report = checkExchange( this.catalogue, ex, fault );
		} catch ( error ) {
			// A check that breaks is a finding too, never a broken answer.
			const message = `the schema check failed: ${
				( error as Error ).message
			}`;
			report = {
				target: null,
				request: [],
				response: [ { path: '$', message } ],
			};
		}
		const key = report.target ?? '(unknown)';
		this.checked.set( key, ( this.checked.get( key ) ?? 0 ) + 1 );
		if ( ! report.request.length && ! report.response.length ) {
			return null;
		}
		const violation: Violation = {
			method: ex.method,
			path: ex.path,
			query: ex.query.toString(),
			status: ex.status,
			fault,
			...report,
		};
		if ( this.violations.length < LIMIT ) {
			this.violations.push( violation );
		}
		return violation;
	}

	view(): {
		dir: string;
		checked: Record< string, number >;
		violations: Violation[];
	} {
		return {
			dir: this.dir,
			checked: Object.fromEntries( this.checked ),
			violations: this.violations,
		};
	}

	clear(): void {
		this.violations = [];
		this.checked = new Map();
	}
}
