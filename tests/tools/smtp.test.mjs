/**
 * The SMTP server that catches the local sites' mail (bin/lib/smtp.mjs, bin/smtp/catch.py): a real aiosmtpd server
 * on a free loopback port, spoken to over SMTP; each message lands whole as <n>.eml and <n>.json in arrival order,
 * the mail survives a restart, and stopping leaves nothing listening.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

import { WP_ROOT } from '../../bin/lib/paths.mjs';
import { runningPid } from '../../bin/lib/processes.mjs';
import {
	mailCount,
	mailDir,
	smtpAnswers,
	smtpConfig,
	startSmtp,
	stopSmtp,
} from '../../bin/lib/smtp.mjs';

// A name that is no site of bin/lib/sites.mjs stands for itself: .wp/<NAME>-mail, pid key smtp-<NAME>.
const NAME = `smtp-tools-test-${ process.pid }`;

const freePort = () =>
	new Promise( ( resolve, reject ) => {
		const server = net.createServer();
		server.on( 'error', reject );
		server.listen( 0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close( () => resolve( port ) );
		} );
	} );

/**
 * Sends one message over SMTP, waiting for each reply.
 *
 * @param {number}   port Port.
 * @param {string}   from Envelope sender.
 * @param {string[]} to   Envelope recipients.
 * @param {string}   data The message (CRLF line ends, the last one too).
 * @return {Promise<string[]>} The server's replies.
 */
function sendMail( port, from, to, data ) {
	const commands = [
		'EHLO tools-test',
		`MAIL FROM:<${ from }>`,
		...to.map( ( address ) => `RCPT TO:<${ address }>` ),
		'DATA',
		// The message ends with CRLF; a line of a single dot ends the data.
		`${ data.replace( /^\./gm, '..' ) }.`,
		'QUIT',
	];
	return new Promise( ( resolve, reject ) => {
		const socket = net.connect( port, '127.0.0.1' );
		const replies = [];
		let buffer = '';
		socket.on( 'data', ( chunk ) => {
			buffer += chunk.toString();
			// A reply is complete at a line "NNN text" (continuation lines are "NNN-text").
			let match;
			while (
				( match = buffer.match( /^(?:\d{3}-.*\r\n)*\d{3} .*\r\n/ ) )
			) {
				buffer = buffer.slice( match[ 0 ].length );
				replies.push( match[ 0 ].trim() );
				const next = commands.shift();
				if ( next !== undefined ) {
					socket.write( `${ next }\r\n` );
				}
			}
		} );
		socket.on( 'error', reject );
		socket.on( 'close', () => resolve( replies ) );
	} );
}

const REPORT = [
	'From: Harvest & Hearth <wordpress@127.0.0.1>',
	'To: Owner <owner@example.org>',
	'Subject: =?UTF-8?B?V2Vla2x5IHJlcG9ydCDigJQg4pyT?=',
	'X-GoogleSiteKit-Report: weekly',
	'MIME-Version: 1.0',
	'Content-Type: multipart/mixed; boundary="outer"',
	'',
	'--outer',
	'Content-Type: multipart/related; boundary="related"',
	'',
	'--related',
	'Content-Type: multipart/alternative; boundary="alt"',
	'',
	'--alt',
	'Content-Type: text/plain; charset=UTF-8',
	'Content-Transfer-Encoding: quoted-printable',
	'',
	'Visitors: 1,234 =E2=9C=93',
	'--alt',
	'Content-Type: text/html; charset=UTF-8',
	'',
	'<p>Visitors: <img src="cid:chart@sitekit"></p>',
	'--alt--',
	'--related',
	'Content-Type: image/png',
	'Content-ID: <chart@sitekit>',
	'Content-Transfer-Encoding: base64',
	'',
	Buffer.from( 'not really a png' ).toString( 'base64' ),
	'--related--',
	'--outer',
	'Content-Type: text/csv; name="report.csv"',
	'Content-Disposition: attachment; filename="report.csv"',
	'Content-Transfer-Encoding: base64',
	'',
	Buffer.from( 'date,visitors\n2026-11-01,1234\n' ).toString( 'base64' ),
	'--outer--',
	'',
].join( '\r\n' );

const readJson = ( n ) =>
	JSON.parse(
		fs.readFileSync( path.join( mailDir( NAME ), `${ n }.json` ), 'utf8' )
	);

describe( 'the SMTP server that catches the mail', () => {
	let port;

	before( async () => {
		port = await freePort();
		process.env.SMTP_TESTS_PORT = String( port );
		fs.rmSync( mailDir( NAME ), { recursive: true, force: true } );
	} );

	after( async () => {
		await stopSmtp( NAME );
		fs.rmSync( mailDir( NAME ), { recursive: true, force: true } );
		fs.rmSync( path.join( WP_ROOT, `smtp-${ NAME }.log` ), {
			force: true,
		} );
	} );

	it( 'starts quickly on 127.0.0.1, detached with its pid under .wp/', async () => {
		const started = Date.now();
		const server = await startSmtp( NAME );
		const elapsed = Date.now() - started;
		assert.deepEqual( server, { port, dir: mailDir( NAME ) } );
		// Well under a second on an idle machine; the bound leaves room for a loaded one.
		assert.ok( elapsed < 3000, `started in ${ elapsed } ms` );
		assert.ok( runningPid( `smtp-${ NAME }` ) );
		assert.equal( await smtpAnswers( port ), true );
		assert.equal( mailCount( NAME ), 0 );
	} );

	it( 'stores a message as <n>.eml (as received) and <n>.json (its parts), nothing else', async () => {
		const replies = await sendMail(
			port,
			'wordpress@127.0.0.1',
			[ 'owner@example.org', 'hidden@example.org' ],
			REPORT
		);
		// Greeting, EHLO, MAIL, two RCPT, DATA, the message, QUIT.
		assert.equal( replies[ 6 ], '250 Stored as 1' );
		assert.match( replies[ 7 ], /^221 / );
		assert.deepEqual( fs.readdirSync( mailDir( NAME ) ).sort(), [
			'1.eml',
			'1.json',
		] );
		assert.equal(
			fs.readFileSync( path.join( mailDir( NAME ), '1.eml' ), 'utf8' ),
			REPORT
		);
		const message = readJson( 1 );
		assert.equal( message.n, 1 );
		assert.deepEqual( message.to, [
			'owner@example.org',
			'hidden@example.org',
		] );
		assert.equal( message.from, 'Harvest & Hearth <wordpress@127.0.0.1>' );
		assert.equal( message.envelopeFrom, 'wordpress@127.0.0.1' );
		assert.equal( message.subject, 'Weekly report — ✓' );
		assert.deepEqual( message.headers[ 'x-googlesitekit-report' ], [
			'weekly',
		] );
		assert.deepEqual( message.headers.to, [ 'Owner <owner@example.org>' ] );
		assert.equal( message.text, 'Visitors: 1,234 ✓' );
		assert.equal(
			message.html,
			'<p>Visitors: <img src="cid:chart@sitekit"></p>'
		);
		assert.deepEqual(
			message.attachments.map( ( a ) => [
				a.filename,
				a.contentType,
				a.cid,
				Buffer.from( a.base64, 'base64' ).toString(),
			] ),
			[
				[ null, 'image/png', 'chart@sitekit', 'not really a png' ],
				[
					'report.csv',
					'text/csv',
					null,
					'date,visitors\n2026-11-01,1234\n',
				],
			]
		);
	} );

	it( 'numbers in arrival order, keeps the mail across a restart, and counts it', async () => {
		const simple = ( subject ) =>
			`From: a@example.org\r\nTo: b@example.org\r\nSubject: ${ subject }\r\n\r\nBody\r\n`;
		await sendMail(
			port,
			'a@example.org',
			[ 'b@example.org' ],
			simple( 'Second' )
		);
		await stopSmtp( NAME );
		await startSmtp( NAME );
		await sendMail(
			port,
			'a@example.org',
			[ 'b@example.org' ],
			simple( 'Third' )
		);
		assert.equal( mailCount( NAME ), 3 );
		assert.deepEqual(
			[ 1, 2, 3 ].map( ( n ) => readJson( n ).subject ),
			[ 'Weekly report — ✓', 'Second', 'Third' ]
		);
	} );

	it( "writes the site's wp-config.php constants", () => {
		const config = smtpConfig( NAME );
		assert.match(
			config,
			/define\( 'GOOGLESITEKIT_DEV_SMTP_HOST', '127\.0\.0\.1' \);/
		);
		assert.match(
			config,
			new RegExp(
				`define\\( 'GOOGLESITEKIT_DEV_SMTP_PORT', ${ port } \\);`
			)
		);
		assert.ok(
			config.includes(
				`define( 'GOOGLESITEKIT_DEV_MAIL_DIR', ${ JSON.stringify(
					mailDir( NAME )
				) } );`
			)
		);
	} );

	it( 'stops: nothing listens and no pid is left', async () => {
		assert.equal( await stopSmtp( NAME ), true );
		assert.equal( runningPid( `smtp-${ NAME }` ), null );
		assert.equal( await smtpAnswers( port ), false );
		assert.equal( await stopSmtp( NAME ), false );
	} );
} );
