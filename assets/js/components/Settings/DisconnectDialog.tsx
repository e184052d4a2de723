/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { locationStore } from '../../datastore/location';
import { modulesStore } from '../../datastore/modules';
import type { Module } from '../../datastore/modules/types';
import { siteStore } from '../../datastore/site';
import { getModuleComponents } from '../../widgets/module-lists/components';
import { trackEvent } from '../../datastore/tracking';
import ConfirmDialog from '../ConfirmDialog';

/**
 * Asks before disconnecting a module, naming what goes with it: its own
 * dashboard features and the modules that depend on it. Confirming
 * deactivates it and reloads the settings screen; an error closes the dialog
 * and shows in the panel.
 *
 * @param props         Component props.
 * @param props.module  The module.
 * @param props.onClose Closes the dialog.
 */
export default function DisconnectDialog( {
	module,
	onClose,
}: {
	module: Module;
	onClose: () => void;
} ) {
	const { deactivateModule } = useDispatch( modulesStore );
	const { navigateTo } = useDispatch( locationStore );
	const { busy, dependants, settingsURL } = useSelect(
		( select ) => ( {
			busy: select( modulesStore ).isDoingSetModuleActivation(
				module.slug
			),
			dependants:
				select( modulesStore ).getModuleDependantNames( module.slug ) ??
				[],
			settingsURL: select( siteStore ).getAdminURL(
				'googlesitekit-settings'
			),
		} ),
		[ module.slug ]
	);
	const features = getModuleComponents( module.slug )?.features ?? [];

	const onConfirm = async () => {
		const { error } = await deactivateModule( module.slug );
		if ( error ) {
			onClose();
			return;
		}
		trackEvent( 'settings', 'deactivate_module', module.slug );
		if ( settingsURL ) {
			navigateTo( settingsURL );
		}
	};

	return (
		<ConfirmDialog
			title={ sprintf(
				/* translators: %s: module name */
				__( 'Disconnect %s from Site Kit?', 'google-site-kit' ),
				module.name
			) }
			confirmLabel={
				busy
					? __( 'Disconnecting…', 'google-site-kit' )
					: __( 'Disconnect', 'google-site-kit' )
			}
			onConfirm={ onConfirm }
			onCancel={ onClose }
			busy={ busy }
			danger
		>
			{ features.length > 0 && (
				<>
					<p>
						{ sprintf(
							/* translators: %s: module name */
							__(
								'By disconnecting %s from Site Kit, you will no longer have access to:',
								'google-site-kit'
							),
							module.name
						) }
					</p>
					<ul className="googlesitekit-disconnect-features">
						{ features.map( ( feature ) => (
							<li key={ feature }>{ feature }</li>
						) ) }
					</ul>
				</>
			) }
			{ dependants.length > 0 && (
				<p>
					{ sprintf(
						/* translators: 1: module name, 2: comma-separated names of the modules that depend on it */
						__(
							'These services depend on %1$s and stop working without it: %2$s.',
							'google-site-kit'
						),
						module.name,
						dependants.join( ', ' )
					) }
				</p>
			) }
			{ ! features.length && ! dependants.length && (
				<p>
					{ sprintf(
						/* translators: %s: module name */
						__(
							'Site Kit will stop showing data from %s. You can connect it again at any time.',
							'google-site-kit'
						),
						module.name
					) }
				</p>
			) }
		</ConfirmDialog>
	);
}
