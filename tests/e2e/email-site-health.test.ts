/**
 * The sender seen from wp-admin in Chromium. Site Health's "Site Kit email reports": a report the mailer failed to
 * send (SMTP pointed at a closed port for the send) shows as a recommended improvement with the mailer's error;
 * WP-Cron not running makes it critical and says what to do; once a report went out it passes and says when (desktop
 * and phone width). Admin Settings' "Send me a test report now" mails the report, read back from the SMTP server.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { screenshot } from './utils/browser';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
	type AdminSession,
} from './utils/session';
import { clearMail, waitForMail } from './utils/mail';
import { adminURL, pageURL, wpEval } from './utils/site';

let session: AdminSession;

/**
 * Runs the send event once in the site, at a time after the last weekly send moment, optionally with a mailer that
 * cannot connect; WP-Cron's every-minute event set running or stopped.
 *
 * @param options       Options.
 * @param options.weeks Weeks after the last weekly send moment.
 * @param options.fail  Whether the mailer fails.
 * @param options.cron  Whether WP-Cron runs (Site Kit's every-minute event is not overdue).
 * @return The admin's subscription as the sender left it.
 */
function sendRun( {
	weeks,
	fail,
	cron,
}: {
	weeks: number;
	fail: boolean;
	cron: boolean;
} ): { last_result: string; last_error: string | null } {
	return JSON.parse(
		wpEval( `
			use Google\\Site_Kit\\Core\\Email_Reports\\Send_Schedule;
			use Google\\Site_Kit\\Core\\Reports\\Report_Warmer;
			$monday = Send_Schedule::last( 'weekly', time() );
			add_filter( 'googlesitekit_now', static fn() => $monday + ${ weeks } * WEEK_IN_SECONDS + 30 );
			if ( ${ fail ? 'true' : 'false' } ) {
				add_action( 'phpmailer_init', static function ( $mailer ) {
					$mailer->Port = 9; $mailer->Timeout = 2;
				}, PHP_INT_MAX );
			}
			$plugin = $GLOBALS['googlesitekit_plugin'];
			$plugin->email_report_sender()->run();
			wp_clear_scheduled_hook( Report_Warmer::HOOK );
			wp_schedule_event( time() + ( ${
				cron ? 'true' : 'false'
			} ? 30 : -2 * HOUR_IN_SECONDS ), Report_Warmer::SCHEDULE, Report_Warmer::HOOK );
			echo wp_json_encode( $plugin->email_subscriptions()->for_user( get_user_by( 'login', 'admin' )->ID ) );
		` )
			.trim()
			.split( '\n' )
			.pop() as string
	);
}

/**
 * Opens Site Health's status tab and the Site Kit result's details.
 *
 * @param page  Page.
 * @param label The result's label.
 */
async function openResult( page: Page, label: string ): Promise< void > {
	await page.goto( adminURL( 'site-health.php' ) );
	const result = page.getByRole( 'button', {
		name: label,
		includeHidden: true,
	} );
	await result.waitFor( { state: 'attached', timeout: 30000 } );
	if ( ! ( await result.isVisible() ) ) {
		// Passed tests are folded away.
		await page.getByRole( 'button', { name: 'Passed tests' } ).click();
	}
	await result.click();
	assert.equal( await result.getAttribute( 'aria-expanded' ), 'true' );
}

before( async () => {
	session = await startAdminSession();
	wpEval( `
		use Google\\Site_Kit\\Core\\Email_Reports\\Send_Schedule;
		use Google\\Site_Kit\\Core\\Email_Reports\\Subscriptions;
		$admin = get_user_by( 'login', 'admin' )->ID;
		$GLOBALS['googlesitekit_plugin']->email_subscriptions()->set_user( $admin, 'weekly' );
		$stored = get_user_option( Subscriptions::USER_OPTION, $admin );
		$stored['created'] = Send_Schedule::last( 'weekly', time() ) - DAY_IN_SECONDS;
		update_user_option( $admin, Subscriptions::USER_OPTION, $stored );
	` );
} );

after( async () => {
	await endAdminSession( session );
} );

describe( 'Site Health: Site Kit email reports', () => {
	it( 'shows a failing mailer, then WP-Cron not running, then the reports going out', async () => {
		const { page } = session.watched;

		const failed = sendRun( { weeks: 0, fail: true, cron: true } );
		assert.equal( failed.last_result, 'retrying' );
		await openResult(
			page,
			'Some Site Kit email reports could not be sent'
		);
		const details = page.locator( '.health-check-accordion-panel:visible' );
		assert.match(
			await details.innerText(),
			/1 report could not be sent and will be tried again \(after 15 minutes, 1 hour and 4 hours\)\. Last error: .+/
		);
		assert.match(
			await details.innerText(),
			/No email report has gone out yet\./
		);
		await screenshot( page, 'site-health-email-failing' );
		await page.setViewportSize( { width: 360, height: 800 } );
		await screenshot( page, 'site-health-email-failing-phone' );
		await page.setViewportSize( { width: 1280, height: 800 } );

		// The next week: mail works, but WP-Cron has not run for two hours (DISABLE_WP_CRON on this site).
		const sent = sendRun( { weeks: 1, fail: false, cron: false } );
		assert.equal( sent.last_result, 'sent' );
		await openResult(
			page,
			'Site Kit email reports cannot go out: WP-Cron does not run'
		);
		assert.match(
			await details.innerText(),
			/DISABLE_WP_CRON.+wp cron event run --due-now/
		);
		assert.match(
			await details.innerText(),
			/The last email report went out on .+\./
		);
		await screenshot( page, 'site-health-email-cron' );

		// WP-Cron runs again.
		sendRun( { weeks: 1, fail: false, cron: true } );
		await openResult( page, 'Site Kit email reports are going out' );
		assert.match(
			await details.innerText(),
			/The last email report went out on .+\./
		);
		await screenshot( page, 'site-health-email-good' );
		assertClean( session.watched );
	} );

	it( 'mails a test report from Admin Settings', async () => {
		const { page } = session.watched;
		clearMail();
		const email = wpEval(
			`echo get_user_by( 'login', 'admin' )->user_email;`
		).trim();
		await page.goto( `${ pageURL( 'settings' ) }#/admin-settings` );
		const card = page.getByRole( 'region', { name: 'Email reports' } );
		await card
			.getByRole( 'button', { name: 'Send me a test report now' } )
			.click();
		await card
			.getByText( `A test report was sent to ${ email }.` )
			.waitFor( { timeout: 30000 } );
		const [ message ] = await waitForMail( 1 );
		assert.deepEqual( message.to, [ email ] );
		assert.match( message.subject, /: your weekly Site Kit report, / );
		assert.ok( message.html && message.text, 'both parts' );
		await screenshot( page, 'email-test-send' );
		assertClean( session.watched );
	} );
} );
