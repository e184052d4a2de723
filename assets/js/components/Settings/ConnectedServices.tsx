/**
 * External dependencies
 */
import { Navigate, useParams } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import type { Module } from '../../datastore/modules/types';
import ModulePanel from './ModulePanel';
import { CONNECTED_SERVICES, modulePanelRoute } from './routes';

/**
 * Active, non-internal modules by order: the ones Connected Services lists.
 *
 * @param modules The module list.
 */
export function connectedServicesOf( modules: Module[] ): Module[] {
	return modules
		.filter( ( module ) => module.active && ! module.internal )
		.sort( ( a, b ) => a.order - b.order );
}

/**
 * The Connected Services tab: one expandable panel per active module. The
 * route says which panel is open (`/connected-services/:moduleSlug`) and
 * whether it is in edit mode (`…/edit`); while one is edited the others are
 * locked.
 */
export default function ConnectedServices() {
	const { moduleSlug, action } = useParams();
	const modules = useSelect(
		( select ) => select( modulesStore ).getModules(),
		[]
	);
	const listed = connectedServicesOf( modules ?? [] );

	// Only a listed module can be open, and "edit" is the only action.
	if (
		moduleSlug &&
		! listed.some( ( module ) => module.slug === moduleSlug )
	) {
		return <Navigate replace to={ CONNECTED_SERVICES } />;
	}
	if ( moduleSlug && action !== undefined && action !== 'edit' ) {
		return <Navigate replace to={ modulePanelRoute( moduleSlug ) } />;
	}
	const editing = action === 'edit' ? moduleSlug : undefined;

	return (
		<div className="googlesitekit-settings-connected">
			<h3 className="screen-reader-text">
				{ __( 'Connected Services', 'google-site-kit' ) }
			</h3>
			{ listed.map( ( module ) => (
				<ModulePanel
					key={ module.slug }
					module={ module }
					isOpen={ module.slug === moduleSlug }
					isEditing={ module.slug === editing }
					isLocked={ !! editing && module.slug !== editing }
				/>
			) ) }
		</div>
	);
}
