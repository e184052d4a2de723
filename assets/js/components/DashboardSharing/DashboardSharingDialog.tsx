/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import ErrorNotice from '../ui/ErrorNotice';
import Progress from '../ui/Progress';
import { getBaseData } from '../../api/base-data';
import { trackEvent } from '../../datastore/tracking';
import ConfirmDialog from '../ConfirmDialog';
import SharingRow from './SharingRow';

/**
 * "Dashboard sharing & permissions": for each connected module that can be
 * shared, which roles see its data on a view-only dashboard and who may
 * change that. Apply saves every change at once; Cancel drops them.
 *
 * @param props         Component props.
 * @param props.onClose Closes the dialog.
 */
export default function DashboardSharingDialog( {
	onClose,
}: {
	onClose: () => void;
} ) {
	const { modules, settings, changed, saving, loadError, saveError } =
		useSelect( ( select ) => {
			const store = select( modulesStore );
			return {
				modules: store.getModules(),
				settings: store.getSharingSettings(),
				changed: !! store.haveSharingSettingsChanged(),
				saving: store.isDoingSubmitSharingChanges(),
				loadError: store.getErrorForSelector( 'getSharingSettings' ),
				saveError: store.getErrorForAction( 'saveSharingSettings' ),
			};
		}, [] );
	const { saveSharingSettings, rollbackSharingSettings, clearError } =
		useDispatch( modulesStore );
	const { userID, viewContext } = getBaseData();
	const shareable = ( modules ?? [] )
		.filter(
			( module ) => module.shareable && module.active && module.connected
		)
		.sort( ( a, b ) => a.order - b.order );

	useEffect( () => {
		trackEvent( viewContext, 'view_sharing_settings' );
	}, [ viewContext ] );

	const cancel = () => {
		rollbackSharingSettings();
		clearError( 'saveSharingSettings' );
		onClose();
	};
	const apply = async () => {
		const { error } = await saveSharingSettings();
		if ( ! error ) {
			trackEvent( viewContext, 'apply_sharing_settings' );
			onClose();
		}
	};

	let body;
	if ( loadError && ! settings ) {
		body = <ErrorNotice error={ loadError } />;
	} else if ( ! settings || ! modules ) {
		body = (
			<Progress
				label={ __(
					'Loading the sharing settings…',
					'google-site-kit'
				) }
			/>
		);
	} else if ( ! shareable.length ) {
		body = (
			<p>
				{ __(
					'No connected service can be shared yet.',
					'google-site-kit'
				) }
			</p>
		);
	} else {
		body = (
			<table className="googlesitekit-sharing-table">
				<thead>
					<tr>
						<th scope="col">
							{ __( 'Service', 'google-site-kit' ) }
						</th>
						<th scope="col">
							{ __( 'Who can view', 'google-site-kit' ) }
						</th>
						<th scope="col">
							{ __(
								'Who can manage view access',
								'google-site-kit'
							) }
						</th>
					</tr>
				</thead>
				<tbody>
					{ shareable.map( ( module ) => (
						<SharingRow
							key={ module.slug }
							module={ module }
							userID={ userID }
						/>
					) ) }
				</tbody>
			</table>
		);
	}

	return (
		<ConfirmDialog
			className="googlesitekit-dialog--wide"
			title={ __( 'Dashboard sharing & permissions', 'google-site-kit' ) }
			confirmLabel={
				saving
					? __( 'Saving…', 'google-site-kit' )
					: __( 'Apply', 'google-site-kit' )
			}
			confirmDisabled={ ! changed }
			busy={ saving }
			onConfirm={ apply }
			onCancel={ cancel }
		>
			<p>
				{ __(
					'People with these roles see the data of the services you share on a view-only dashboard, read with the Google account of the admin who manages each service. They can’t change any setting.',
					'google-site-kit'
				) }
			</p>
			{ saveError && <ErrorNotice error={ saveError } /> }
			{ body }
		</ConfirmDialog>
	);
}
