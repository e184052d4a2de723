/**
 * Search Console's figure per post in the posts list's column: the post's clicks from Google Search (server side:
 * includes/Modules/Search_Console/Post_Clicks.php). Text only, so the column's small bundle stays small.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PostFigureKind } from '../../components/PostsList/types';

export const postFigure = {
	figure: 'clicks',
	// The name its source link shows (service.ts), not imported: that would bring the whole service into the bundle.
	serviceName: () => __( 'Search Console', 'google-site-kit' ),
	name: () => __( 'Search clicks', 'google-site-kit' ),
	text: ( value, formatted ) =>
		sprintf(
			/* translators: %s: number of clicks from Google Search, e.g. "56". */
			_n(
				'%s Search click',
				'%s Search clicks',
				value,
				'google-site-kit'
			),
			formatted
		),
	// The column's header and the link's full name (text) say the clicks are from Google Search.
	shortText: ( value, formatted ) =>
		sprintf(
			/* translators: %s: number of clicks from Google Search, e.g. "56" (shown in the narrow posts list column). */
			_n( '%s click', '%s clicks', value, 'google-site-kit' ),
			formatted
		),
} satisfies PostFigureKind;
