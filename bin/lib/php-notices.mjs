/**
 * The test site's notice log: what tests/wp-mu-plugins/googlesitekit-test-notices.php recorded of PHP notices,
 * warnings and deprecations raised from Site Kit's files (and WordPress deprecations Site Kit caused) while the site
 * served requests. The test runners clear it before a run and fail the run when it is not empty afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The log's path for a site folder.
 *
 * @param {string} dir The site's folder.
 * @return {string} Path.
 */
export const noticesLog = ( dir ) =>
	path.join( dir, 'wp-content/googlesitekit-notices.log' );

/**
 * Empties the log.
 *
 * @param {string} dir The site's folder.
 */
export function clearNotices( dir ) {
	fs.rmSync( noticesLog( dir ), { force: true } );
}

/**
 * The notices a log holds, as sentences, one a notice ("E_DEPRECATED in includes/X.php:12 (GET /wp-admin/…):
 * message").
 *
 * @param {string} file The log file.
 * @return {string[]} Notices.
 */
export function readNoticeLog( file ) {
	let text = '';
	try {
		text = fs.readFileSync( file, 'utf8' );
	} catch {
		return [];
	}
	return text
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => {
			const {
				kind,
				message,
				file: at,
				line: number,
				request,
			} = JSON.parse( line );
			return `${ kind } in ${ at }:${ number } (${ request }): ${ message }`;
		} );
}

/**
 * The notices recorded since the last clear.
 *
 * @param {string} dir The site's folder.
 * @return {string[]} Notices.
 */
export const readNotices = ( dir ) => readNoticeLog( noticesLog( dir ) );

/**
 * Prints the recorded notices and says whether there were none.
 *
 * @param {string} dir The site's folder.
 * @return {boolean} True when the log is empty.
 */
export function reportNotices( dir ) {
	const notices = readNotices( dir );
	if ( notices.length ) {
		console.error(
			`\nSite Kit raised ${
				notices.length
			} PHP notice(s) while the test site served requests:\n  ${ notices.join(
				'\n  '
			) }\n`
		);
	}
	return ! notices.length;
}
