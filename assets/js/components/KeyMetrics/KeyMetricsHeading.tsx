/**
 * The Key metrics section's title and subtitle: the same in the section and in the frame shown while its chunk loads
 * (KeyMetricsArea, KeyMetricsLoader), so nothing moves when one replaces the other.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { WidgetArea } from '../../datastore/widgets';

interface KeyMetricsHeadingProps {
	/** The widget area (its slug names the title's ID, which the section is labelled by). */
	area: Pick< WidgetArea, 'slug' | 'title' >;
	/** Whether the user picked the tiles (otherwise they are suggested). */
	picked: boolean;
}

/**
 * The title and the subtitle.
 *
 * @param props        Component props.
 * @param props.area
 * @param props.picked
 */
export default function KeyMetricsHeading( {
	area,
	picked,
}: KeyMetricsHeadingProps ) {
	return (
		<div>
			<h3
				id={ `googlesitekit-area-${ area.slug }` }
				className="googlesitekit-widget-area__title"
			>
				{ area.title }
			</h3>
			<p className="googlesitekit-widget-area__subtitle">
				{ picked
					? __(
							'The metrics you picked for your site',
							'google-site-kit'
					  )
					: __(
							'Suggested from your answers about your site — change them any time',
							'google-site-kit'
					  ) }
			</p>
		</div>
	);
}
