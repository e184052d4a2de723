/**
 * Analytics' figure per post in the posts list's column: the post's views (server side:
 * includes/Modules/Analytics/Post_Views.php). Text only, so the column's small bundle stays small.
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
	figure: 'views',
	// The name its source link shows (service.ts), not imported: that would bring the whole service into the bundle.
	serviceName: () => __( 'Analytics', 'google-site-kit' ),
	name: () => __( 'Views', 'google-site-kit' ),
	text: ( value, formatted ) =>
		sprintf(
			/* translators: %s: number of views, e.g. "1.2K". */
			_n( '%s view', '%s views', value, 'google-site-kit' ),
			formatted
		),
} satisfies PostFigureKind;
