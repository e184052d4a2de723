/**
 * Shows a feature tour when the user has not dismissed it, loading the tour's code (a chunk of its own) only then.
 * The dismissal is read here, with the page's first reads, so the tour never waits for a read of its own; the tour
 * floats over the page (fixed), so it takes no room while it loads.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import { lazyPart } from '../lazy-part';
import { tourDismissalSlug } from './constants';
import type { FeatureTourDefinition } from './types';

const FeatureTour = lazyPart(
	() => import( /* webpackChunkName: "feature-tour" */ './FeatureTour' )
);

/**
 * The tour, once it is known not to be dismissed.
 *
 * @param props      Component props.
 * @param props.tour The tour.
 */
export default function TourLoader( {
	tour,
}: {
	tour: FeatureTourDefinition;
} ) {
	const dismissed = useSelect(
		( select ) =>
			select( userStore ).isItemDismissed(
				tourDismissalSlug( tour.slug )
			),
		[ tour.slug ]
	);
	if ( dismissed !== false ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<FeatureTour tour={ tour } />
		</Suspense>
	);
}
