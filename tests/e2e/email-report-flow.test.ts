/**
 * An email report from end to end in Chromium: the admin subscribes from the dashboard's "Get this by email" dialog;
 * the site's clock moves to the next Monday morning and WP-Cron runs the send over HTTP (wp-cron.php); the message is
 * read from the SMTP server, its HTML rendered in a browser without a session (no external request, axe clean, desktop
 * and phone width), its figures compared with the dashboard its link opens, and its Unsubscribe link followed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

import type { Page } from 'playwright-core';

import { axeViolations } from './utils/axe';
import { artifactPath, screenshot } from './utils/browser';
import { resetSiteClock, setSiteClock } from './utils/clock';
import { clearMail, mailMessages, waitForMail } from './utils/mail';
import {
	assertClean,
	endAdminSession,
	startAdminSession,
	type AdminSession,
} from './utils/session';
import { BASE_URL, clearReportCache, pageURL, wpEval } from './utils/site';

let session: AdminSession;

/**
 * Every subscription ended (earlier files leave theirs), so the run mails only this test's.
 */
function endEverySubscription(): void {
	wpEval( `
		$subscriptions = $GLOBALS['googlesitekit_plugin']->email_subscriptions();
		foreach ( $subscriptions->all() as $subscription ) {
			$subscriptions->remove( $subscription['id'] );
		}
	` );
}

/**
 * The next Monday 08:00:30 UTC after today (the weekly send moment of a site in UTC whose weeks start on Monday).
 */
function nextMondayMorning(): string {
	const day = new Date();
	day.setUTCHours( 8, 0, 30, 0 );
	do {
		day.setUTCDate( day.getUTCDate() + 1 );
	} while ( day.getUTCDay() !== 1 );
	return day.toISOString();
}

/**
 * The figure a line of the mail's plain-text part gives, e.g. "- Total clicks: 14K (▲ 0.5% vs previous period)".
 *
 * @param text  Plain-text part.
 * @param label Figure's label.
 */
function mailFigure( text: string, label: string ): string {
	const match = new RegExp( `^- ${ label }: (\\S+)`, 'm' ).exec( text );
	assert.ok( match, `the mail gives ${ label }` );
	return match[ 1 ];
}

/**
 * The value of a data block the dashboard shows.
 *
 * @param page  Page.
 * @param label Block's title.
 */
async function dashboardFigure( page: Page, label: string ): Promise< string > {
	const value = page
		.locator(
			`.googlesitekit-data-block:has(.googlesitekit-data-block__title:text-is("${ label }")) .googlesitekit-data-block__value`
		)
		.first();
	await value.waitFor( { timeout: 30000 } );
	return ( await value.innerText() ).trim();
}

before( async () => {
	session = await startAdminSession();
	wpEval( "update_option( 'start_of_week', 1 );" );
	resetSiteClock();
	endEverySubscription();
	clearReportCache();
	clearMail();
} );

after( async () => {
	endEverySubscription();
	resetSiteClock();
	await endAdminSession( session );
} );

describe( 'Email report', () => {
	it( 'is subscribed to from the dashboard, sent by WP-Cron, reads right in a browser, and unsubscribes from its link', async () => {
		const { page } = session.watched;
		const email = wpEval(
			"echo get_user_by( 'login', 'admin' )->user_email;"
		).trim();

		await page.goto( pageURL( 'dashboard' ) );
		await page.getByRole( 'button', { name: 'Get this by email' } ).click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Get this report by email',
		} );
		await dialog.getByRole( 'radio', { name: 'Weekly' } ).check();
		await dialog
			.getByRole( 'status' )
			.filter( { hasText: 'Saved.' } )
			.waitFor();
		await page.keyboard.press( 'Escape' );

		// Monday morning: the send event is due, and WP-Cron runs it through wp-cron.php like a visit would.
		await setSiteClock( 'UTC', nextMondayMorning() );
		wpEval( `
			$hook = \\Google\\Site_Kit\\Core\\Email_Reports\\Sender::HOOK;
			wp_clear_scheduled_hook( $hook );
			wp_schedule_single_event( time() - 1, $hook );
		` );
		const cron = await fetch(
			`${ BASE_URL }/wp-cron.php?doing_wp_cron=${ Date.now() / 1000 }`
		);
		assert.equal( cron.status, 200 );
		const [ message ] = await waitForMail( 1, 60000 );
		assert.equal(
			mailMessages().length,
			1,
			'one report, to the one subscriber'
		);
		assert.deepEqual( message.to, [ email ] );
		assert.match( message.subject, /: your weekly Site Kit report, / );
		const unsubscribe = /^<(.+)>$/.exec(
			message.headers[ 'list-unsubscribe' ]?.[ 0 ] ?? ''
		)?.[ 1 ];
		assert.ok(
			unsubscribe?.startsWith(
				`${ BASE_URL }/wp-admin/admin-post.php?action=googlesitekit_email_unsubscribe&token=`
			)
		);
		assert.deepEqual( message.headers[ 'list-unsubscribe-post' ], [
			'List-Unsubscribe=One-Click',
		] );
		const html = message.html ?? '';
		const text = message.text ?? '';
		assert.doesNotMatch( html, /<script/i );

		// The HTML in a browser that is not signed in: nothing is fetched from anywhere.
		const reader = await session.browser.newContext( {
			viewport: { width: 640, height: 900 },
		} );
		const mailPage = await reader.newPage();
		const fetched: string[] = [];
		await mailPage.route( '**/*', ( route ) => {
			fetched.push( route.request().url() );
			return route.abort();
		} );
		await mailPage.setContent( html, { waitUntil: 'load' } );
		assert.deepEqual( fetched, [], 'the message loads nothing' );
		assert.deepEqual( await axeViolations( mailPage, 'body' ), [] );
		await mailPage.screenshot( {
			path: artifactPath( 'email-report-desktop' ),
			fullPage: true,
		} );
		await mailPage.setViewportSize( { width: 360, height: 900 } );
		assert.equal(
			await mailPage.evaluate(
				() =>
					document.documentElement.scrollWidth <=
					document.documentElement.clientWidth
			),
			true,
			'no sideways scrolling at phone width'
		);
		await mailPage.screenshot( {
			path: artifactPath( 'email-report-phone' ),
			fullPage: true,
		} );

		// Its figures are the dashboard's for the same period, which its link opens.
		const traffic =
			/^See your traffic on the dashboard: (\S+)$/m.exec( text )?.[ 1 ] ??
			'';
		assert.ok( traffic.startsWith( pageURL( 'dashboard' ) ) );
		assert.match( traffic, /startDate=\d{4}-\d{2}-\d{2}&endDate=/ );
		assert.ok(
			html.includes( traffic.replace( /&/g, '&amp;' ) ) ||
				html.includes( traffic.replace( /&/g, '&#038;' ) ),
			'the HTML part links there too'
		);
		await page.goto( traffic );
		for ( const label of [ 'Total clicks', 'Unique visitors' ] ) {
			assert.equal(
				await dashboardFigure( page, label ),
				mailFigure( text, label ),
				`${ label }: the mail and the dashboard agree`
			);
		}
		await screenshot( page, 'email-report-dashboard-link' );

		// Unsubscribe from the message's own link, without a session.
		await mailPage.unroute( '**/*' );
		await mailPage.setViewportSize( { width: 640, height: 900 } );
		await mailPage.getByRole( 'link', { name: 'Unsubscribe' } ).click();
		await mailPage
			.getByRole( 'heading', { name: 'You are unsubscribed' } )
			.waitFor();
		await mailPage.screenshot( {
			path: artifactPath( 'email-report-unsubscribed' ),
		} );
		assert.equal(
			wpEval(
				"echo wp_json_encode( $GLOBALS['googlesitekit_plugin']->email_subscriptions()->for_user( get_user_by( 'login', 'admin' )->ID ) );"
			).trim(),
			'null'
		);
		await reader.close();
		assertClean( session.watched );
	} );
} );
