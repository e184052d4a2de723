/**
 * What fails every E2E file, whatever its tests check: an uncaught script error, a console error that is not the
 * browser reporting an HTTP status (tests answer 403s and 500s on purpose), a React or WordPress warning (the test
 * site runs the development scripts: SCRIPT_DEBUG), and a PHP notice Site Kit raised on the server
 * (bin/lib/php-notices.mjs; the log is E2E_NOTICES_LOG). Every page of every browser launch() opens is watched.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after } from 'node:test';

import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

const found: string[] = [];

/** The browser's own line for a response with an error status: expected where a test answers one. */
const HTTP_STATUS =
	/^Failed to load resource: the server responded with a status of \d+/;
/** React's development warnings and WordPress's deprecation notices (wp.deprecated) arrive as console warnings. */
const WARNING = /^(Warning: |.*\bis deprecated\b|.*\bwill be removed\b)/s;

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
	page.on( 'pageerror', ( error ) =>
		found.push( `uncaught: ${ error.message } (${ page.url() })` )
	);
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
	if ( ! log || ! fs.existsSync( log ) ) {
		return [];
	}
	const lines = fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter( Boolean );
	fs.rmSync( log, { force: true } );
	return lines.map( ( line ) => {
		const { kind, message, file, line: at, request } = JSON.parse( line );
		return `PHP ${ kind } in ${ file }:${ at } (${ request }): ${ message }`;
	} );
}

/**
 * Everything found so far, and forgets it: for the guard's own test, which provokes each kind on purpose.
 */
export function takeFound(): string[] {
	return [ ...found.splice( 0 ), ...takePhpNotices() ];
}

// The file fails when anything was found while it ran.
after( () => {
	const all = takeFound();
	assert.deepEqual(
		all,
		[],
		`Console errors, React/WordPress warnings or PHP notices from Site Kit:\n${ all.join(
			'\n'
		) }`
	);
} );
