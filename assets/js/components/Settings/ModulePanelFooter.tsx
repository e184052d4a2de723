/**
 * External dependencies
 */
import { Link, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getModuleSettingsStore } from '../../datastore/module-settings';
import { modulesStore } from '../../datastore/modules';
import type { Module } from '../../datastore/modules/types';
import { getModuleComponents } from '../../widgets/module-lists/components';
import { trackEvent } from '../../datastore/tracking';
import DisconnectDialog from './DisconnectDialog';
import { useModuleSettingsPanelActions } from './hooks';
import { modulePanelRoute } from './routes';

interface ModulePanelFooterProps {
	module: Module;
	isEditing: boolean;
}

/**
 * Saves the panel's module settings: the button reads "Saving…" meanwhile and
 * is disabled while saving or when the settings cannot be submitted.
 *
 * @param props        Component props.
 * @param props.module The module.
 */
function ConfirmChangesButton( { module }: { module: Module } ) {
	const navigate = useNavigate();
	const store = getModuleSettingsStore( module.slug );
	const { canSubmit, isSaving } = useSelect(
		( select ) => ( {
			canSubmit: store ? select( store ).canSubmitChanges() : false,
			isSaving: store ? select( store ).isDoingSubmitChanges() : false,
		} ),
		[ store ]
	);
	const settingsActions = useModuleSettingsPanelActions( module.slug );
	const { refreshModules } = useDispatch( modulesStore );

	const onConfirm = async () => {
		if ( ! settingsActions.submitChanges ) {
			return;
		}
		const { error } = await settingsActions.submitChanges();
		if ( error ) {
			// Stored in the module's store; the panel shows it.
			return;
		}
		trackEvent( 'settings', 'update_module_settings', module.slug );
		settingsActions.clearErrors();
		// Its connected state may have changed (submitChanges dropped its cached reads).
		navigate( modulePanelRoute( module.slug ) );
		await refreshModules();
	};

	return (
		<button
			type="button"
			className="button button-primary"
			disabled={ ! canSubmit || isSaving }
			onClick={ onConfirm }
		>
			{ isSaving
				? __( 'Saving…', 'google-site-kit' )
				: __( 'Confirm Changes', 'google-site-kit' ) }
		</button>
	);
}

/**
 * The footer of an open module panel: Edit (and the module's own page) in
 * view mode; Confirm Changes or Close, Cancel and Disconnect in edit mode.
 * Modules that are always on have no Disconnect.
 *
 * @param props           Component props.
 * @param props.module    The module.
 * @param props.isEditing Whether the panel is in edit mode.
 */
export default function ModulePanelFooter( {
	module,
	isEditing,
}: ModulePanelFooterProps ) {
	const navigate = useNavigate();
	const [ dialogOpen, setDialogOpen ] = useState( false );
	const { clearErrors } = useModuleSettingsPanelActions( module.slug );
	const hasForm =
		module.connected &&
		!! getModuleComponents( module.slug )?.SettingsEditComponent;
	const canDisconnect = ! module.forceActive;
	const viewRoute = modulePanelRoute( module.slug );

	if ( ! isEditing ) {
		return (
			<div className="googlesitekit-settings-module__footer">
				{ ( hasForm || canDisconnect ) && (
					<Link
						className="button"
						to={ modulePanelRoute( module.slug, true ) }
					>
						{ sprintf(
							/* translators: %s: module name */
							__( 'Edit %s settings', 'google-site-kit' ),
							module.name
						) }
					</Link>
				) }
				{ module.homepage && (
					<a
						className="googlesitekit-settings-module__homepage"
						href={ module.homepage }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ sprintf(
							/* translators: %s: module name */
							__( 'See full details in %s', 'google-site-kit' ),
							module.name
						) }
					</a>
				) }
			</div>
		);
	}

	return (
		<div className="googlesitekit-settings-module__footer">
			{ hasForm ? (
				<>
					<ConfirmChangesButton module={ module } />
					<button
						type="button"
						className="button-link googlesitekit-settings-module__cancel"
						onClick={ () => {
							trackEvent(
								'settings',
								'cancel_module_settings',
								module.slug
							);
							clearErrors();
							navigate( viewRoute );
						} }
					>
						{ __( 'Cancel', 'google-site-kit' ) }
					</button>
				</>
			) : (
				<button
					type="button"
					className="button button-primary"
					onClick={ () => navigate( viewRoute ) }
				>
					{ __( 'Close', 'google-site-kit' ) }
				</button>
			) }
			{ canDisconnect && (
				<button
					type="button"
					className="button-link googlesitekit-settings-module__disconnect"
					onClick={ () => setDialogOpen( true ) }
				>
					{ __( 'Disconnect from Site Kit', 'google-site-kit' ) }
				</button>
			) }
			{ dialogOpen && (
				<DisconnectDialog
					module={ module }
					onClose={ () => setDialogOpen( false ) }
				/>
			) }
		</div>
	);
}
