/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import type { Module, SharingManagement } from '../../datastore/modules/types';
import { getModuleComponents } from '../../modules';
import ErrorNotice from '../ui/ErrorNotice';
import Progress from '../ui/Progress';
import { getBaseData } from '../../api/base-data';
import { trackEvent } from '../../datastore/tracking';
import ConfirmDialog from '../ConfirmDialog';

/**
 * One module's row: who can view its data, and who can change that.
 *
 * @param props        Component props.
 * @param props.module The module.
 * @param props.userID The current user.
 */
function SharingRow( { module, userID }: { module: Module; userID: number } ) {
	const id = useId();
	const { roles, management } = useSelect(
		( select ) => ( {
			roles: select( modulesStore ).getSharedRoles( module.slug ) ?? [],
			management:
				select( modulesStore ).getSharingManagement( module.slug ) ??
				'owner',
		} ),
		[ module.slug ]
	);
	const saving = useSelect(
		( select ) => select( modulesStore ).isDoingSubmitSharingChanges(),
		[]
	);
	const { setSharedRoles, setSharingManagement } =
		useDispatch( modulesStore );
	const Icon = getModuleComponents( module.slug )?.Icon;
	const isOwner = !! module.owner && module.owner.id === userID;
	// The owner decides everything; others only the roles, and only when the owner let all admins.
	const canEditRoles =
		isOwner || ! module.owner || management === 'all_admins';
	const canEditManagement = isOwner || ! module.owner;
	const shareableRoles = getBaseData().shareableRoles ?? [];

	const toggleRole = ( role: string, checked: boolean ) =>
		setSharedRoles(
			module.slug,
			checked
				? [ ...roles, role ]
				: roles.filter( ( shared ) => shared !== role )
		);

	return (
		<tr className="googlesitekit-sharing-row" data-module={ module.slug }>
			<th scope="row">
				<span className="googlesitekit-sharing-row__module">
					{ Icon && <Icon size={ 24 } /> }
					{ module.name }
				</span>
			</th>
			<td>
				<fieldset disabled={ ! canEditRoles || saving }>
					<legend className="screen-reader-text">
						{ sprintf(
							/* translators: %s: module name */
							__( 'Who can view %s data', 'google-site-kit' ),
							module.name
						) }
					</legend>
					{ shareableRoles.map( ( role ) => (
						<span
							key={ role.id }
							className="googlesitekit-sharing-row__role"
						>
							<input
								id={ `${ id }-${ role.id }` }
								type="checkbox"
								checked={ roles.includes( role.id ) }
								onChange={ ( event ) =>
									toggleRole( role.id, event.target.checked )
								}
							/>{ ' ' }
							<label htmlFor={ `${ id }-${ role.id }` }>
								{ role.displayName }
							</label>
						</span>
					) ) }
				</fieldset>
			</td>
			<td>
				<label className="screen-reader-text" htmlFor={ id }>
					{ sprintf(
						/* translators: %s: module name */
						__(
							'Who can manage view access to %s',
							'google-site-kit'
						),
						module.name
					) }
				</label>
				<select
					id={ id }
					value={ management }
					disabled={ ! canEditManagement || saving }
					onChange={ ( event ) =>
						setSharingManagement(
							module.slug,
							event.target.value as SharingManagement
						)
					}
				>
					<option value="owner">
						{ isOwner || ! module.owner
							? __( 'Only me', 'google-site-kit' )
							: sprintf(
									/* translators: %s: login of the module's owner */
									__( 'Only %s', 'google-site-kit' ),
									module.owner.login
							  ) }
					</option>
					<option value="all_admins">
						{ __(
							'Any admin signed in with Google',
							'google-site-kit'
						) }
					</option>
				</select>
				{ ! canEditRoles && module.owner && (
					<p className="googlesitekit-sharing-row__note">
						{ sprintf(
							/* translators: 1: login of the module's owner, 2: module name */
							__(
								'Only %1$s can change who sees %2$s data.',
								'google-site-kit'
							),
							module.owner.login,
							module.name
						) }
					</p>
				) }
			</td>
		</tr>
	);
}

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
