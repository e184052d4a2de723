/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import type {
	Module,
	ModuleOwnership,
	SharingManagement,
} from '../../datastore/modules/types';
import { getModuleIcon } from '../../widgets/module-lists/icons';
import { getBaseData } from '../../api/base-data';
import { takeOverNote } from './ownership-note';

/**
 * What the current user may change, from the server's ownership facts or, when
 * it sent none, from the module's owner alone.
 *
 * @param module     The module.
 * @param ownership  Its ownership, if the server described it.
 * @param management Who manages its sharing (as edited).
 * @param isOwner    Whether the current user owns it.
 */
function permissions(
	module: Module,
	ownership: ModuleOwnership | null | undefined,
	management: SharingManagement,
	isOwner: boolean
) {
	if ( ownership ) {
		return {
			roles: ownership.canManage,
			management: ownership.canDelegate,
		};
	}
	return {
		roles: isOwner || ! module.owner || management === 'all_admins',
		management: isOwner || ! module.owner,
	};
}

/**
 * One module's row of the sharing dialog: who can view its data, who can
 * change that, its owner, and, when the owner is gone, what saving does.
 *
 * @param props        Component props.
 * @param props.module The module.
 * @param props.userID The current user.
 */
export default function SharingRow( {
	module,
	userID,
}: {
	module: Module;
	userID: number;
} ) {
	const id = useId();
	const { roles, management, ownership, saving } = useSelect(
		( select ) => {
			const store = select( modulesStore );
			return {
				roles: store.getSharedRoles( module.slug ) ?? [],
				management:
					store.getSharingManagement( module.slug ) ?? 'owner',
				ownership: store.getSharingOwnership( module.slug ),
				saving: store.isDoingSubmitSharingChanges(),
			};
		},
		[ module.slug ]
	);
	const { setSharedRoles, setSharingManagement } =
		useDispatch( modulesStore );
	const Icon = getModuleIcon( module.slug );
	const owner = ownership ? ownership.owner : module.owner;
	const isOwner = !! owner && owner.id === userID;
	const can = permissions( module, ownership, management, isOwner );
	const note =
		ownership && ! isOwner ? takeOverNote( module.name, ownership ) : null;
	const takingOver = !! note && can.roles;
	const shareableRoles = getBaseData().shareableRoles ?? [];
	const noteID = `${ id }-note`;

	const toggleRole = ( role: string, checked: boolean ) =>
		setSharedRoles(
			module.slug,
			checked
				? [ ...roles, role ]
				: roles.filter( ( shared ) => shared !== role )
		);

	let ownerOption: string;
	if ( can.management && ( isOwner || takingOver || ! owner ) ) {
		ownerOption = __( 'Only me', 'google-site-kit' );
	} else if ( owner ) {
		ownerOption = sprintf(
			/* translators: %s: login of the module's owner */
			__( 'Only %s', 'google-site-kit' ),
			owner.login
		);
	} else {
		ownerOption = __( 'Only its owner', 'google-site-kit' );
	}

	let ownerLine: string | null = null;
	if ( isOwner ) {
		ownerLine = __( 'Owner: you', 'google-site-kit' );
	} else if ( owner && ! note ) {
		ownerLine = sprintf(
			/* translators: %s: login of the module's owner */
			__( 'Owner: %s', 'google-site-kit' ),
			owner.login
		);
	}

	return (
		<tr
			className={ `googlesitekit-sharing-row${
				note ? ' googlesitekit-sharing-row--owner-gone' : ''
			}` }
			data-module={ module.slug }
		>
			<th scope="row">
				<span className="googlesitekit-sharing-row__module">
					{ Icon && <Icon size={ 24 } /> }
					{ module.name }
				</span>
			</th>
			<td>
				<fieldset
					disabled={ ! can.roles || saving }
					aria-describedby={ note ? noteID : undefined }
				>
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
					disabled={ ! can.management || saving }
					aria-describedby={ note ? noteID : undefined }
					onChange={ ( event ) =>
						setSharingManagement(
							module.slug,
							event.target.value as SharingManagement
						)
					}
				>
					<option value="owner">{ ownerOption }</option>
					<option value="all_admins">
						{ __(
							'Any admin signed in with Google',
							'google-site-kit'
						) }
					</option>
				</select>
				{ ownerLine && (
					<p className="googlesitekit-sharing-row__owner">
						{ ownerLine }
					</p>
				) }
				{ note && (
					<p
						id={ noteID }
						className={ `googlesitekit-sharing-row__takeover${
							takingOver
								? ''
								: ' googlesitekit-sharing-row__takeover--refused'
						}` }
					>
						{ note }
					</p>
				) }
				{ ! note && ! can.roles && owner && (
					<p className="googlesitekit-sharing-row__note">
						{ sprintf(
							/* translators: 1: login of the module's owner, 2: module name */
							__(
								'Only %1$s can change who sees %2$s data.',
								'google-site-kit'
							),
							owner.login,
							module.name
						) }
					</p>
				) }
			</td>
		</tr>
	);
}
