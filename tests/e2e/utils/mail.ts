/**
 * The mail the test site sent: WordPress's mailer goes over SMTP to the server bin/test-e2e.mjs started
 * (bin/lib/smtp.mjs), which stores each message in the site's mail folder as <n>.eml and <n>.json.
 */
import fs from 'node:fs';
import path from 'node:path';

import { mailDir } from '../../../bin/lib/smtp.mjs';

/** The folder (bin/test-e2e.mjs sets E2E_MAIL_DIR). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR || mailDir( 'tests' );

/** One caught message: <n>.json. */
export interface CaughtMail {
	/** Its number, in arrival order. */
	n: number;
	/** The envelope's recipients (To, Cc and Bcc), bare addresses. */
	to: string[];
	/** The From header, e.g. "Site <wordpress@127.0.0.1>". */
	from: string;
	/** The envelope's sender. */
	envelopeFrom: string;
	subject: string;
	/** Every header, by lower-case name, decoded. */
	headers: Record< string, string[] >;
	text: string | null;
	html: string | null;
	attachments: Array< {
		filename: string | null;
		contentType: string;
		cid: string | null;
		base64: string;
	} >;
}

const NUMBERED = /^(\d+)\.(eml|json)$/;

const numberedFiles = (): string[] =>
	fs.existsSync( MAIL_DIR )
		? fs.readdirSync( MAIL_DIR ).filter( ( name ) => NUMBERED.test( name ) )
		: [];

/**
 * Removes every caught message (numbering starts again at 1).
 */
export function clearMail(): void {
	for ( const name of numberedFiles() ) {
		fs.rmSync( path.join( MAIL_DIR, name ), { force: true } );
	}
}

/**
 * The caught messages, oldest first.
 */
export function mailMessages(): CaughtMail[] {
	return numberedFiles()
		.filter( ( name ) => name.endsWith( '.json' ) )
		.sort( ( a, b ) => parseInt( a, 10 ) - parseInt( b, 10 ) )
		.map(
			( name ) =>
				JSON.parse(
					fs.readFileSync( path.join( MAIL_DIR, name ), 'utf8' )
				) as CaughtMail
		);
}

/**
 * Waits until at least `count` messages were caught.
 *
 * @param count     How many.
 * @param timeoutMs How long to wait at most.
 * @return The messages, oldest first.
 */
export async function waitForMail(
	count: number,
	timeoutMs = 5000
): Promise< CaughtMail[] > {
	const end = Date.now() + timeoutMs;
	for (;;) {
		const messages = mailMessages();
		if ( messages.length >= count ) {
			return messages;
		}
		if ( Date.now() >= end ) {
			throw new Error(
				`Expected ${ count } caught message(s) within ${ timeoutMs } ms, got ${
					messages.length
				}: ${ JSON.stringify( messages.map( ( m ) => m.subject ) ) }`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
}
