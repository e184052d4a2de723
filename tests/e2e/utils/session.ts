/**
 * The start and end most E2E files share: a fresh database and emulator, a
 * browser, and the admin logged in to WordPress (not yet signed in with Google).
 */
import assert from 'node:assert/strict';

import type { Browser } from 'playwright-core';

import { launch, login, openPage, type Watched } from './browser';
import { emulatorControl } from './emulator';
import { BASE_URL, restoreDatabase } from './site';

export interface AdminSession {
	browser: Browser;
	watched: Watched;
}

/**
 * Restores the pristine database, resets the emulator (pointed at the test
 * site), launches Chromium and logs the admin in.
 */
export async function startAdminSession(): Promise< AdminSession > {
	restoreDatabase();
	await emulatorControl( 'POST', '/reset', {} );
	await emulatorControl( 'POST', '/config', { siteUrl: `${ BASE_URL }/` } );
	const browser = await launch();
	const watched = await openPage( browser );
	await login( watched.page );
	return { browser, watched };
}

/**
 * Closes what startAdminSession() opened.
 *
 * @param session The session, if it started.
 */
export async function endAdminSession(
	session?: AdminSession
): Promise< void > {
	await session?.watched.context.close();
	await session?.browser.close();
}

/**
 * Asserts nothing went wrong in the browser so far: no console error, no
 * request that left 127.0.0.1.
 *
 * @param watched What the page recorded.
 */
export function assertClean( watched: Watched ): void {
	assert.deepEqual( watched.errors, [], 'no console errors' );
	assert.deepEqual( watched.external, [], 'no request leaves 127.0.0.1' );
}
