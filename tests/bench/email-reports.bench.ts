/**
 * npm run bench, email reports (issue 25): building and sending 200 weekly reports through the real SMTP server.
 *
 * The admin connects the services in Chromium; 200 subscriptions are made (the admin, 29 view-only editors who see
 * Search Console only, 170 outside addresses the admin added), the report cache emptied. Then the send event runs as
 * WP-Cron would run it, each batch in a PHP process of its own (a cron request), at the week's first morning and a
 * minute apart, until none is due. Printed: each batch's time and peak memory, the totals, the messages the SMTP
 * server caught and the provider calls (targets: 200 messages; the calls of one report per set of services).
 *
 * Run by bin/bench.mjs (BENCH_ONLY=email runs this row alone). Exits non-zero when a target is missed.
 */
import { launch, login } from '../e2e/utils/browser';
import { connectAllModules } from '../e2e/utils/connected-site';
import { clearReportCache, restoreDatabase, wpEval } from '../e2e/utils/site';
import {
	control,
	printTable,
	providerCalls,
	reportMissed,
	settleProviders,
	sleep,
	type Cell,
} from './load-stack';

const EDITORS = 29;
const OUTSIDE = 170;

/**
 * Lets Node see what happened on its sockets while a synchronous wpEval() held it (the emulator closes an idle
 * keep-alive connection; a request on it would fail).
 */
const catchUp = () => sleep( 200 );

/**
 * Runs PHP in the site that ends by printing one JSON line; its answer.
 *
 * @param code PHP code.
 */
function evalJson< T >( code: string ): T {
	const out = wpEval( code ).trim().split( '\n' ).pop() || '';
	try {
		return JSON.parse( out ) as T;
	} catch {
		throw new Error( `Unexpected answer from the site: ${ out }` );
	}
}

/** Makes the 200 subscriptions; the send moment (last Monday 08:00, site time) and one editor. */
function subscribe(): { monday: number; admin: number; editor: number } {
	return evalJson( `
		use Google\\Site_Kit\\Core\\Email_Reports\\Send_Schedule;
		use Google\\Site_Kit\\Core\\Email_Reports\\Subscriptions;
		$plugin = $GLOBALS['googlesitekit_plugin'];
		$subs   = $plugin->email_subscriptions();
		$admin  = (int) get_option( 'googlesitekit_owner_id' );
		if ( ! $admin ) { $admin = (int) get_users( array( 'role' => 'administrator', 'fields' => 'ID', 'number' => 1 ) )[0]; }
		update_option( 'start_of_week', 1 );
		update_option( 'googlesitekit_dashboard_sharing', array( 'search-console' => array( 'sharedRoles' => array( 'editor' ), 'management' => 'owner' ) ) );
		$fail = static function ( $result ) { if ( is_wp_error( $result ) ) { fwrite( STDERR, $result->get_error_message() ); exit( 1 ); } return $result; };
		$fail( $subs->set_user( $admin, 'weekly' ) );
		$editor = 0;
		for ( $i = 1; $i <= ${ EDITORS }; $i++ ) {
			$editor = $fail( wp_insert_user( array( 'user_login' => 'bench_editor_' . $i, 'user_pass' => wp_generate_password(), 'user_email' => 'editor' . $i . '@example.org', 'role' => 'editor' ) ) );
			$fail( $subs->set_user( $editor, 'weekly' ) );
		}
		add_filter( 'pre_wp_mail', '__return_true' ); // The confirmations are not measured.
		for ( $i = 1; $i <= ${ OUTSIDE }; $i++ ) {
			$added = $fail( $subs->add_outside( 'client' . $i . '@example.org', 'weekly', $admin ) );
			$fail( $subs->confirm( $added['id'] ) );
		}
		$monday = Send_Schedule::last( 'weekly', time() );
		// Made during the week before the send moment.
		foreach ( $subs->all() as $sub ) {
			if ( 'user' === $sub['kind'] ) {
				$stored = get_user_option( Subscriptions::USER_OPTION, $sub['user_id'] );
				$stored['created'] = $monday - DAY_IN_SECONDS;
				update_user_option( $sub['user_id'], Subscriptions::USER_OPTION, $stored );
			}
		}
		$outside = get_option( Subscriptions::OPTION );
		foreach ( $outside as $i => $stored ) { $outside[ $i ]['created'] = $monday - DAY_IN_SECONDS; }
		update_option( Subscriptions::OPTION, $outside, false );
		foreach ( glob( GOOGLESITEKIT_DEV_MAIL_DIR . '/*.{eml,json}', GLOB_BRACE ) as $file ) { unlink( $file ); }
		echo wp_json_encode( array( 'monday' => $monday, 'admin' => $admin, 'editor' => $editor, 'count' => count( $subs->all() ) ) );
	` );
}

/**
 * Builds one report per set of services (the admin's, an editor's) from an empty cache: the calls it costs.
 *
 * @param monday The send moment (Unix time).
 * @param admin  The admin.
 * @param editor A view-only editor.
 */
async function callsOfOneReportPerSet(
	monday: number,
	admin: number,
	editor: number
): Promise< number > {
	clearReportCache();
	await catchUp();
	await control( 'DELETE', '/requests' );
	evalJson( `
		$builder = Google\\Site_Kit\\Core\\Email_Reports\\Report_Builder::of( $GLOBALS['googlesitekit_plugin'] );
		$at      = ( new DateTimeImmutable( '@${ monday }' ) )->setTimezone( wp_timezone() );
		$sets    = array();
		foreach ( array( ${ admin }, ${ editor } ) as $viewer ) {
			$report = $builder->build( $viewer, 'weekly', $at );
			if ( is_wp_error( $report ) ) { fwrite( STDERR, $report->get_error_message() ); exit( 1 ); }
			$sets[] = implode( ',', $builder->services( $viewer ) );
		}
		echo wp_json_encode( $sets );
	` );
	await catchUp();
	await settleProviders( 500, 10000 );
	const calls = ( await providerCalls() ).length;
	clearReportCache();
	await catchUp();
	await control( 'DELETE', '/requests' );
	return calls;
}

interface Run {
	sent: number;
	failed: number;
	remaining: number;
	ms: number;
	peak: number;
}

/**
 * One run of the send event, in a PHP process of its own, at a time on the reports' clock.
 *
 * @param at Unix time.
 */
function cronRun( at: number ): Run {
	return evalJson( `
		add_filter( 'googlesitekit_now', static fn() => ${ at } );
		$started = microtime( true );
		$run     = $GLOBALS['googlesitekit_plugin']->email_report_sender()->run();
		$run['ms']   = ( microtime( true ) - $started ) * 1000;
		$run['peak'] = memory_get_peak_usage();
		echo wp_json_encode( $run );
	` );
}

/** What the SMTP server caught: messages and distinct recipients. */
function caught(): { messages: number; recipients: number } {
	return evalJson( `
		$to = array();
		$files = glob( GOOGLESITEKIT_DEV_MAIL_DIR . '/*.json' );
		foreach ( $files as $file ) { $to = array_merge( $to, (array) json_decode( file_get_contents( $file ), true )['to'] ); }
		echo wp_json_encode( array( 'messages' => count( $files ), 'recipients' => count( array_unique( $to ) ) ) );
	` );
}

const mb = ( bytes: number ) => `${ ( bytes / 1048576 ).toFixed( 1 ) } MB`;

( async () => {
	const started = Date.now();
	restoreDatabase();
	await control( 'POST', '/reset', {} );
	const browser = await launch();
	try {
		const context = await browser.newContext();
		const page = await context.newPage();
		await login( page );
		await connectAllModules( page );
		await settleProviders( 1500, 20000 );
		await context.close();
	} finally {
		await browser.close();
	}

	const { monday, admin, editor } = subscribe();
	const expectedCalls = await callsOfOneReportPerSet( monday, admin, editor );

	const runs: Run[] = [];
	let at = monday + 30;
	const wall = Date.now();
	for ( let i = 0; i < 40; i++ ) {
		const run = cronRun( at );
		runs.push( run );
		if ( run.remaining === 0 ) {
			break;
		}
		at += 60;
	}
	const wallMs = Date.now() - wall;
	await catchUp();
	await settleProviders( 500, 10000 );
	const calls = ( await providerCalls() ).length;
	const mail = caught();

	const sent = runs.reduce( ( sum, run ) => sum + run.sent, 0 );
	const failed = runs.reduce( ( sum, run ) => sum + run.failed, 0 );
	const slowest = Math.max( ...runs.map( ( run ) => run.ms ) );
	const peak = Math.max( ...runs.map( ( run ) => run.peak ) );
	const rows: Array< Array< string | Cell > > = [
		...runs.map( ( run, index ) => [
			`Cron run ${ index + 1 }: reports sent`,
			`${ run.sent } in ${ Math.round( run.ms ) } ms, peak ${ mb(
				run.peak
			) }`,
			'—',
		] ),
		[
			'All runs: time building and sending (in PHP / wall, 200 reports)',
			`${ Math.round(
				runs.reduce( ( sum, run ) => sum + run.ms, 0 )
			) } ms / ${ wallMs } ms`,
			'—',
		],
		[
			'Slowest run (one cron request)',
			`${ Math.round( slowest ) } ms`,
			'—',
		],
		[ 'Peak memory of a run', mb( peak ), '—' ],
		[
			'Reports sent / failed',
			{
				text: `${ sent } / ${ failed }`,
				ok: sent === 200 && failed === 0,
			},
			'200 / 0',
		],
		[
			'Messages caught by the SMTP server (distinct recipients)',
			{
				text: `${ mail.messages } (${ mail.recipients })`,
				ok: mail.messages === 200 && mail.recipients === 200,
			},
			'200 (200)',
		],
		[
			'Provider calls for the 200 reports',
			{ text: String( calls ), ok: calls <= expectedCalls },
			`≤ ${ expectedCalls } (one report per set of services, 2 sets)`,
		],
	];
	console.log(
		`\nSite Kit email reports benchmark (${
			process.env.BENCH_STACK || 'test site'
		}; 200 weekly subscribers, each cron run in its own PHP process)\n`
	);
	printTable( [ 'Measure', 'Value', 'Target' ], rows );
	console.log(
		`\nBench time: ${ Math.round( ( Date.now() - started ) / 1000 ) } s`
	);
	reportMissed( rows );
} )().catch( ( error ) => {
	console.error( error );
	process.exit( 2 );
} );
