/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../api';
import { locationStore } from '../datastore/location';
import { siteStore } from '../datastore/site';
import { saveSnapshot } from '../datastore/snapshot';
import { useSiteKitRegistry } from '../datastore/use-registry';
import { userStore } from '../datastore/user';
import ConfirmDialog from './ConfirmDialog';

/**
 * The permissions modal (spec §4 "Permission scope error"): a call answered
 * that the user's Google token lacks scopes. "Proceed" keeps what the user
 * was editing, then goes to Google for exactly those scopes and comes back
 * here (or to the error's redirect URL); closing drops the error. There is no
 * modal when the error says skipModal (straight to Google), when every scope
 * is already granted, or when the error names no scope (a warning is logged).
 */
export default function PermissionsModal() {
	const registry = useSiteKitRegistry();
	const error = useSelect(
		( select ) => select( userStore ).getPermissionScopeError(),
		[]
	);
	const grantedScopes = useSelect(
		( select ) =>
			error ? select( userStore ).getGrantedScopes() : undefined,
		[ error ]
	);
	const scopes = error?.data?.scopes ?? [];
	const connectURL = useSelect(
		( select ) => {
			const wanted = error?.data?.scopes ?? [];
			return error && wanted.length
				? select( siteStore ).getConnectURL( {
						additionalScopes: wanted,
						redirectURL:
							error.data.redirectURL || window.location.href,
				  } )
				: undefined;
		},
		[ error ]
	);
	const isNavigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	const { clearPermissionScopeError } = useDispatch( userStore );
	const { navigateTo } = useDispatch( locationStore );

	const allGranted =
		!! grantedScopes &&
		scopes.every( ( scope ) => grantedScopes.includes( scope ) );

	const proceed = useCallback( () => {
		if ( ! connectURL ) {
			return;
		}
		saveSnapshot( registry );
		navigateTo( connectURL );
	}, [ connectURL, navigateTo, registry ] );

	useEffect( () => {
		if ( error && ! scopes.length ) {
			// eslint-disable-next-line no-console
			console.warn(
				'Site Kit: a permission scope error without scopes was ignored.',
				error
			);
		}
	}, [ error, scopes.length ] );

	const skip = !! error?.data?.skipModal;
	useEffect( () => {
		if ( skip && grantedScopes && ! allGranted && connectURL ) {
			proceed();
		}
	}, [ skip, grantedScopes, allGranted, connectURL, proceed ] );

	const close = useCallback(
		() => clearPermissionScopeError(),
		[ clearPermissionScopeError ]
	);

	if (
		! error ||
		! scopes.length ||
		skip ||
		grantedScopes === undefined ||
		allGranted ||
		! connectURL
	) {
		return null;
	}

	return (
		<ConfirmDialog
			title={ __( 'Additional Permissions Required', 'google-site-kit' ) }
			confirmLabel={
				isNavigating
					? __( 'Redirecting…', 'google-site-kit' )
					: __( 'Proceed', 'google-site-kit' )
			}
			onConfirm={ proceed }
			onCancel={ close }
			busy={ isNavigating }
		>
			<p>{ errorMessage( error ) }</p>
			<p>
				{ __(
					'You will be taken to Google to grant the permission, then brought back here.',
					'google-site-kit'
				) }
			</p>
		</ConfirmDialog>
	);
}
