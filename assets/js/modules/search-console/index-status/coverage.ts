/**
 * Search Console's coverage states in plain, translated words. The server asks Google in English (one cached answer
 * serves every viewer) and adds a stable `coverageKey`; the words shown are chosen here by that key.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The plain words of a coverage key, or null for a key this version does not know (the caller shows Google's own
 * words then).
 *
 * @param key The answer's coverageKey.
 */
export function coverageWords( key: string ): string | null {
	switch ( key ) {
		case 'submitted_indexed':
			return __(
				'On Google. The page is listed in your sitemap.',
				'google-site-kit'
			);
		case 'indexed_not_submitted':
			return __(
				'On Google, though the page is not listed in any sitemap.',
				'google-site-kit'
			);
		case 'indexed_blocked_by_robots':
			return __(
				'On Google, although your robots.txt file blocks Google from reading the page.',
				'google-site-kit'
			);
		case 'crawled_not_indexed':
			return __(
				'Google has read the page but has not added it to its results yet.',
				'google-site-kit'
			);
		case 'discovered_not_indexed':
			return __(
				'Google knows the address but has not read the page yet.',
				'google-site-kit'
			);
		case 'duplicate_google_canonical':
			return __(
				'Not on Google: Google sees the page as a copy of another one and shows that one instead.',
				'google-site-kit'
			);
		case 'duplicate_no_canonical':
			return __(
				'Not on Google: the page is a copy of another one and does not say which is the original.',
				'google-site-kit'
			);
		case 'alternate_canonical':
			return __(
				'Not on Google: the page is an alternate version of the original it names, which is shown instead.',
				'google-site-kit'
			);
		case 'noindex':
			return __(
				'Not on Google: the page asks search engines not to list it (a “noindex” tag).',
				'google-site-kit'
			);
		case 'redirect':
			return __(
				'Not on Google: the address sends visitors on to another page.',
				'google-site-kit'
			);
		case 'not_found':
			return __(
				'Not on Google: Google was told the page does not exist (error 404).',
				'google-site-kit'
			);
		case 'soft_404':
			return __(
				'Not on Google: Google treats the page as missing because it looks empty (a “soft 404”).',
				'google-site-kit'
			);
		case 'blocked_by_robots':
			return __(
				'Not on Google: your robots.txt file blocks Google from reading the page.',
				'google-site-kit'
			);
		case 'server_error':
			return __(
				'Not on Google: your site answered Google with a server error (5xx).',
				'google-site-kit'
			);
		case 'unknown':
			return __(
				'Google does not know this page yet.',
				'google-site-kit'
			);
		default:
			return null;
	}
}
