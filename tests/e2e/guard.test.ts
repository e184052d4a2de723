/**
 * The guard every E2E file runs under (utils/guard.ts) catches what it is there for, provoked on purpose in the real
 * test site: a PHP deprecation raised from the plugin's folder while WordPress serves a page, a React warning from the
 * development build WordPress serves with SCRIPT_DEBUG, and an uncaught script error. Each is taken back out of the
 * guard once seen, so this file passes only when the guard works.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Browser } from 'playwright-core';

import { launch, login, openPage, type Watched } from './utils/browser';
import { takeFound } from './utils/guard';
import { adminURL, restoreDatabase, wpEval } from './utils/site';

let browser: Browser;
let watched: Watched;

before( async () => {
	restoreDatabase();
	browser = await launch();
	watched = await openPage( browser );
	await login( watched.page );
	assert.deepEqual( takeFound(), [], 'nothing was found before the faults' );
} );

after( async () => {
	await browser?.close();
} );

describe( 'The E2E guard', () => {
	it( 'fails the file on a deprecation the plugin raises on the server', async () => {
		wpEval( "update_option( 'googlesitekit_test_raise_notices', 1 );" );
		try {
			await watched.page.goto( adminURL( 'index.php' ) );
		} finally {
			wpEval( "delete_option( 'googlesitekit_test_raise_notices' );" );
		}
		const found = takeFound();
		assert.equal( found.length, 2, found.join( '\n' ) );
		assert.match(
			found[ 0 ],
			/^PHP E_USER_DEPRECATED in .*tests\/php\/fixtures\/deliberate-notices\.php:\d+ \(\/wp-admin\/index\.php\): Site Kit test: a deliberate deprecation\.$/
		);
		assert.match(
			found[ 1 ],
			/^PHP deprecated_function_run .*googlesitekit_test_deliberately_deprecated/
		);
	} );

	it( 'fails the file on a React warning of the development build', async () => {
		await watched.page.goto( adminURL( 'index.php' ) );
		const development = await watched.page.evaluate( () => {
			const { createElement, createRoot } = ( window as any ).wp.element;
			const root = document.createElement( 'div' );
			document.body.append( root );
			// Two list items without keys: React's development build warns, the production one stays silent.
			createRoot( root ).render(
				createElement( 'ul', null, [
					createElement( 'li', null, 'one' ),
					createElement( 'li', null, 'two' ),
				] )
			);
			return Boolean(
				document.querySelector( 'script[src*="react.js"]' )
			);
		} );
		assert.ok( development, 'WordPress serves React’s development build' );
		await watched.page.waitForTimeout( 200 );
		const found = takeFound();
		assert.equal( found.length, 1, found.join( '\n' ) );
		assert.match(
			found[ 0 ],
			/^console\.error: Warning: Each child in a list should have a unique "key" prop/
		);
	} );

	it( 'fails the file on an uncaught script error, not on an HTTP error status', async () => {
		await watched.page.goto( adminURL( 'index.php' ) );
		await watched.page.evaluate( () => {
			setTimeout( () => {
				throw new Error( 'Site Kit test: a deliberate script error.' );
			} );
			return fetch( '/wp-json/google-site-kit/v1/no-such-route' );
		} );
		await watched.page.waitForTimeout( 200 );
		assert.deepEqual( takeFound(), [
			`uncaught: Site Kit test: a deliberate script error. (${ adminURL(
				'index.php'
			) })`,
		] );
	} );
} );
