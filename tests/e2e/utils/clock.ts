/**
 * Moving "today" for a test: the site's clock (the test-only mu-plugin tests/wp-mu-plugins/googlesitekit-test-clock.php
 * behind the googlesitekit_now filter), its time zone, and the emulator's today; the browser's clock is the page's
 * own (Playwright's page.clock).
 */
import { emulatorControl } from './emulator';
import { wpEval } from './site';

/**
 * Puts the site in a zone at an instant (the clock runs on from there) and Google's data on the site's day.
 *
 * @param timezone IANA zone of the site (WordPress's timezone_string).
 * @param instant  The instant, e.g. "2026-02-28T20:00:00Z".
 * @return The site's day at that instant, "YYYY-MM-DD".
 */
export async function setSiteClock(
	timezone: string,
	instant: string
): Promise< string > {
	const time = Math.floor( Date.parse( instant ) / 1000 );
	if ( ! Number.isFinite( time ) ) {
		throw new Error( `Not an instant: ${ instant }` );
	}
	const today = wpEval( `
		update_option( 'timezone_string', ${ JSON.stringify( timezone ) } );
		update_option( 'googlesitekit_test_clock', array( 'time' => ${ time }, 'setAt' => time() ), true );
		echo \\Google\\Site_Kit\\Core\\Util\\Clock::site_today();
	` ).trim();
	if ( ! /^\d{4}-\d{2}-\d{2}$/.test( today ) ) {
		throw new Error( `Could not set the site's clock: ${ today }` );
	}
	await emulatorControl( 'POST', '/config', { today } );
	return today;
}

/**
 * Gives the site the real time back, in UTC.
 */
export function resetSiteClock(): void {
	wpEval( `
		delete_option( 'googlesitekit_test_clock' );
		update_option( 'timezone_string', 'UTC' );
	` );
}
