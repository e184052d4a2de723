/**
 * What the dashboard tests share: the dates of a range as the server computes
 * them, a fresh browser session of a signed-in user, and the value a data
 * block shows.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export type StorageState = Awaited<
	ReturnType< BrowserContext[ 'storageState' ] >
>;

/**
 * "YYYY-MM-DD" of the UTC day some days before today (the server's today on the UTC test site).
 *
 * @param offset Days back.
 */
export function daysAgo( offset: number ): string {
	const now = new Date();
	return new Date(
		Date.UTC(
			now.getUTCFullYear(),
			now.getUTCMonth(),
			now.getUTCDate() - offset
		)
	)
		.toISOString()
		.slice( 0, 10 );
}

/**
 * The range the dashboard shows for "last N days": yesterday and the N-1 days before (UTC, like the server).
 *
 * @param days Length.
 */
export function lastDays( days: number ): {
	startDate: string;
	endDate: string;
} {
	return { startDate: daysAgo( days ), endDate: daysAgo( 1 ) };
}

/**
 * A new browser session (empty session storage) with the cookies of a signed-in user, a tall viewport, reduced
 * motion and every non-loopback request refused.
 *
 * @param browser Browser.
 * @param cookies Storage state of the signed-in session.
 */
export async function freshContext(
	browser: Browser,
	cookies: StorageState
): Promise< BrowserContext > {
	const context = await browser.newContext( {
		storageState: { cookies: cookies.cookies, origins: [] },
		viewport: { width: 1280, height: 2200 },
		reducedMotion: 'reduce',
	} );
	await context.route( /^(?!http:\/\/127\.0\.0\.1)/, ( route ) =>
		route.abort()
	);
	return context;
}

/**
 * The value of the data block with this title inside a container.
 *
 * @param page      Page.
 * @param container Container selector.
 * @param title     Block title.
 */
export async function blockValue(
	page: Page,
	container: string,
	title: string
): Promise< string > {
	const block = page
		.locator( `${ container } .googlesitekit-data-block`, {
			has: page.locator( '.googlesitekit-data-block__title', {
				hasText: title,
			} ),
		} )
		.first();
	await block.waitFor();
	return (
		await block.locator( '.googlesitekit-data-block__value' ).innerText()
	).trim();
}
