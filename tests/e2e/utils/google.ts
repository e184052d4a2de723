/**
 * Signing in with Google in E2E tests: the site gets the emulator's demo OAuth client,
 * the browser goes through the plugin's connect URL and the emulator's real consent screen.
 */
import type { Page } from 'playwright-core';

import { pageURL, wpEval } from './site';

export const DEMO_CLIENT_ID = 'sitekit-demo-client.apps.googleusercontent.com';
export const DEMO_CLIENT_SECRET = 'sitekit-demo-secret';
export const DEMO_ACCOUNT = 'site.admin@example.com';

/**
 * Stores the demo OAuth client the way the splash form does.
 */
export function saveDemoClient(): void {
	wpEval(
		`$r = $GLOBALS['googlesitekit_plugin']->credentials()->save( '${ DEMO_CLIENT_ID }', '${ DEMO_CLIENT_SECRET }' ); if ( true !== $r ) { throw new Exception( 'client not saved' ); }`
	);
}

/**
 * Signs the logged-in WordPress user in with Google through the consent screen.
 *
 * @param page               A page logged in to wp-admin as an administrator.
 * @param options            Options.
 * @param options.redirect   Where to land afterwards (the plugin's default when omitted).
 * @param options.decision   Allow or deny on the consent screen.
 * @param options.additional Extra scopes to ask for.
 * @return The URL the browser landed on.
 */
export async function signInWithGoogle(
	page: Page,
	{
		redirect = '',
		decision = 'allow',
		additional = [],
	}: {
		redirect?: string;
		decision?: 'allow' | 'deny';
		additional?: string[];
	} = {}
): Promise< string > {
	await page.goto( pageURL( 'splash' ) );
	const connectURL = await page.evaluate(
		() =>
			(
				window as unknown as {
					_googlesitekitBaseData: { connectURL: string };
				}
			 )._googlesitekitBaseData.connectURL
	);
	const url = new URL( connectURL );
	for ( const scope of additional ) {
		url.searchParams.append( 'additional_scopes[]', scope );
	}
	if ( redirect ) {
		url.searchParams.set( 'redirect', redirect );
	}
	await page.goto( url.toString() );
	await page.locator( `button[value="${ decision }"]` ).waitFor();
	await Promise.all( [
		page.waitForURL(
			( u ) =>
				u.port !== new URL( page.url() ).port ||
				! u.pathname.includes( 'accounts.google.com' )
		),
		page.click( `button[value="${ decision }"]` ),
	] );
	await page.waitForLoadState( 'load' );
	return page.url();
}
