/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../../api/base-data';
import { modulesStore } from '../../../datastore/modules';
import { userStore } from '../../../datastore/user';
import { READ_SHARED_MODULE_DATA } from '../../../datastore/widgets/selectors';
import IndexStatus from './IndexStatus';
import type { IndexStatusTarget } from './types';

/**
 * The entity dashboard's index status block, under its header: only when Search Console is connected and, on a
 * view-only dashboard, shared with the user.
 *
 * @param props     Component props.
 * @param props.url The entity's URL.
 */
export default function EntityIndexStatus( { url }: { url: string } ) {
	const shows = useSelect( ( select ) => {
		if ( ! select( modulesStore ).isModuleConnected( 'search-console' ) ) {
			return false;
		}
		if ( ! ( getBaseData().viewContext || '' ).endsWith( 'ViewOnly' ) ) {
			return true;
		}
		return (
			select( userStore ).hasCapability(
				READ_SHARED_MODULE_DATA,
				'search-console'
			) === true
		);
	}, [] );
	const target = useMemo< IndexStatusTarget >( () => ( { url } ), [ url ] );
	if ( ! shows || ! url ) {
		return null;
	}
	return (
		<div className="googlesitekit-entity-index-status">
			<IndexStatus target={ target } headingLevel={ 2 } />
		</div>
	);
}
