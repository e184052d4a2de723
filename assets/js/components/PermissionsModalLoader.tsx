/**
 * The permissions modal, loaded (a chunk of its own) only once a read or a save is refused for a missing
 * permission: until then, one selector. The modal floats over the page, so it takes no room while it loads.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { userStore } from '../datastore/user';
import { lazyPart } from './lazy-part';

const PermissionsModal = lazyPart(
	() =>
		import(
			/* webpackChunkName: "permissions-modal" */ './PermissionsModal'
		)
);

/**
 * The modal, once there is a permission error to explain.
 */
export default function PermissionsModalLoader() {
	const hasError = useSelect(
		( select ) => !! select( userStore ).getPermissionScopeError(),
		[]
	);
	if ( ! hasError ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<PermissionsModal />
		</Suspense>
	);
}
