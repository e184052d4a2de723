/**
 * What fails every E2E file, whatever its tests check: an uncaught script error, a console error that is not the
 * browser reporting an HTTP status (tests answer 403s and 500s on purpose), a React or WordPress warning (the test
 * site runs the development scripts: SCRIPT_DEBUG), and a PHP notice Site Kit raised on the server
 * (bin/lib/php-notices.mjs; the log is E2E_NOTICES_LOG). Every page of every browser launch() opens is watched.
 */
import fs from 'node:fs';

import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

import { readNoticeLog } from '../../../bin/lib/php-notices.mjs';

const found: string[] = [];

/**
 * The browser's own line for a response with an error status (expected where a test answers one) or for a request
 * the harness blocked because it would leave 127.0.0.1 (browser.ts records those in `external` for tests to check).
 */
const HTTP_STATUS =
	/^Failed to load resource: (the server responded with a status of \d+|net::ERR_BLOCKED_BY_CLIENT)/;
/** React's development warnings and WordPress's deprecation notices (wp.deprecated) arrive as console warnings. */
const WARNING = /^(Warning: |.*\bis deprecated\b|.*\bwill be removed\b)/s;

/**
 * Whether an uncaught error's stack lies wholly in WordPress's own admin scripts (none of Site Kit's, no inline code).
 *
 * @param stack The error's stack.
 */
function coreOnly( stack: string ): boolean {
	const frames = stack.match( /https?:\/\/[^\s)]+/g ) ?? [];
	return (
		frames.length > 0 &&
		frames.every( ( frame ) =>
			/\/wp-(admin|includes)\/js\/[^?#:]+\.js/.test( frame )
		)
	);
}

/**
 * What a console message says that should fail the run, if anything.
 *
 * @param message The message.
 */
export function verdictOf( message: ConsoleMessage ): string | null {
	const text = message.text();
	if ( message.type() === 'error' && ! HTTP_STATUS.test( text ) ) {
		return `console.error: ${ text }`;
	}
	if ( message.type() === 'warning' && WARNING.test( text ) ) {
		return `console.warn: ${ text }`;
	}
	return null;
}

/**
 * Watches one page.
 *
 * @param page The page.
 */
function watchPage( page: Page ): void {
	page.on( 'console', ( message ) => {
		const verdict = verdictOf( message );
		if ( verdict ) {
			found.push( `${ verdict } (${ page.url() })` );
		}
	} );
	page.on( 'pageerror', ( error ) => {
		if ( coreOnly( error.stack ?? '' ) ) {
			// WordPress's own script failing on its own (e.g. 7.1's user-profile.js reads its form in a beforeunload
			// handler that can run before the form was found, when a test leaves the page at once): said, not failed.
			console.log(
				`(WordPress's own script error, not Site Kit's: ${
					error.message
				} at ${ page.url() })`
			);
			return;
		}
		found.push( `uncaught: ${ error.message } (${ page.url() })` );
	} );
}

/**
 * Watches every page a context opens.
 *
 * @param context The context.
 */
export function watchContext( context: BrowserContext ): void {
	context.pages().forEach( watchPage );
	context.on( 'page', watchPage );
}

/**
 * The PHP notices logged since the last call (the log is emptied).
 */
export function takePhpNotices(): string[] {
	const log = process.env.E2E_NOTICES_LOG;
	if ( ! log ) {
		return [];
	}
	const notices = readNoticeLog( log );
	fs.rmSync( log, { force: true } );
	return notices.map( ( notice ) => `PHP ${ notice }` );
}

/**
 * Everything found so far, and forgets it: for the guard's own test, which provokes each kind on purpose.
 */
export function takeFound(): string[] {
	return [ ...found.splice( 0 ), ...takePhpNotices() ];
}

// The file fails when anything was found while it ran: checked as its process ends, after every test and hook (so
// a browser is always closed first), by a non-zero exit code, which node:test reports as the file's failure.
process.on( 'exit', () => {
	const all = takeFound();
	if ( all.length ) {
		console.error(
			`Console errors, React/WordPress warnings or PHP notices from Site Kit:\n${ all.join(
				'\n'
			) }`
		);
		process.exitCode = 1;
	}
} );
