/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConfirmDialog from '../ConfirmDialog';
import Menu from './Menu';
import { locationStore } from '../../datastore/location';
import { siteStore } from '../../datastore/site';
import { userStore } from '../../datastore/user';
import { trackEvent } from '../../datastore/tracking';

interface UserMenuProps {
	viewContext: string;
}

/**
 * The header's user menu (spec §2): the Google account, Manage Sites, Disconnect.
 *
 * @param props             Component props.
 * @param props.viewContext
 */
export default function UserMenu( { viewContext }: UserMenuProps ) {
	const { email, name, picture, permissionsURL, splashURL } = useSelect(
		( select ) => ( {
			email: select( userStore ).getEmail(),
			name: select( userStore ).getName(),
			picture: select( userStore ).getPicture(),
			permissionsURL: select( siteStore ).getProxyPermissionsURL(),
			splashURL: select( siteStore ).getAdminURL(
				'googlesitekit-splash',
				{ context: 'revoked' }
			),
		} ),
		[]
	);
	const { disconnect } = useDispatch( userStore );
	const { navigateTo } = useDispatch( locationStore );
	const [ confirming, setConfirming ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const category = `${ viewContext }_headerbar`;
	const cancel = useCallback( () => setConfirming( false ), [] );

	if ( ! email ) {
		return null;
	}
	const title = [ __( 'Google Account', 'google-site-kit' ), name, email ]
		.filter( Boolean )
		.join( '\n' );

	const onDisconnect = async () => {
		setBusy( true );
		setError( '' );
		await trackEvent( category, 'disconnect_user' );
		const result = await disconnect();
		if ( result.error ) {
			setBusy( false );
			setError( result.error.message );
			return;
		}
		navigateTo( splashURL || '' );
	};

	return (
		<>
			<Menu
				id="googlesitekit-user-menu"
				title={ title }
				buttonClassName="googlesitekit-user-menu__button"
				label={
					picture ? (
						<img
							className="googlesitekit-user-menu__avatar"
							src={ picture }
							alt=""
							width={ 32 }
							height={ 32 }
						/>
					) : (
						<span
							className="googlesitekit-user-menu__initial"
							aria-hidden="true"
						>
							{ ( name || email ).charAt( 0 ).toUpperCase() }
						</span>
					)
				}
				onOpen={ () => trackEvent( category, 'open_usermenu' ) }
			>
				{ ( close ) => (
					<>
						<div className="googlesitekit-user-menu__details">
							<strong>{ name }</strong>
							<span>{ email }</span>
						</div>
						{ permissionsURL && (
							<a
								role="menuitem"
								className="googlesitekit-menu__item"
								href={ permissionsURL }
								onClick={ async ( event ) => {
									event.preventDefault();
									close();
									await trackEvent(
										category,
										'manage_sites'
									);
									navigateTo( permissionsURL );
								} }
							>
								{ __( 'Manage Sites', 'google-site-kit' ) }
							</a>
						) }
						<button
							type="button"
							role="menuitem"
							className="googlesitekit-menu__item"
							onClick={ () => {
								close();
								setConfirming( true );
							} }
						>
							{ __( 'Disconnect', 'google-site-kit' ) }
						</button>
					</>
				) }
			</Menu>
			{ confirming && (
				<ConfirmDialog
					title={ __(
						'Disconnect from Site Kit',
						'google-site-kit'
					) }
					confirmLabel={
						busy
							? __( 'Disconnecting…', 'google-site-kit' )
							: __( 'Disconnect', 'google-site-kit' )
					}
					onConfirm={ onDisconnect }
					onCancel={ cancel }
					busy={ busy }
					danger
				>
					<p>
						{ sprintf(
							/* translators: %s: e-mail of the Google account */
							__(
								'Site Kit will stop using the Google account %s for you. Other admins keep their connection; you can sign in again at any time.',
								'google-site-kit'
							),
							email
						) }
					</p>
					{ error && (
						<p className="googlesitekit-form-error" role="alert">
							{ error }
						</p>
					) }
				</ConfirmDialog>
			) }
		</>
	);
}
