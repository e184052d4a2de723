/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { locationStore } from '../../../datastore/location';
import { modulesStore } from '../../../datastore/modules';
import { siteStore } from '../../../datastore/site';
import { userStore } from '../../../datastore/user';
import { useModuleSetupURL } from '../../../widgets/hooks/use-module-setup-url';
import ErrorNotice from '../../../components/ui/ErrorNotice';
import Notice from '../../../components/ui/Notice';
import Progress from '../../../components/ui/Progress';

interface SetupGateProps {
	slug: string;
	children?: ReactNode;
}

/**
 * Shows a module's setup only once it can work: the module is active and the
 * user granted the scopes it needs. Otherwise it offers to activate it, or
 * to grant the scopes and come back here.
 *
 * @param props          Component props.
 * @param props.slug
 * @param props.children
 */
export default function SetupGate( { slug, children }: SetupGateProps ) {
	const setupURL = useModuleSetupURL( slug );
	const { module, granted, loadError, isActivating, activationError } =
		useSelect(
			( select ) => ( {
				module: select( modulesStore ).getModule( slug ),
				granted: select( userStore ).getGrantedScopes(),
				loadError:
					select( modulesStore ).getErrorForSelector(
						'getModules'
					) ??
					select( userStore ).getErrorForSelector(
						'getAuthentication'
					),
				isActivating:
					select( modulesStore ).isDoingSetModuleActivation( slug ),
				activationError: select( modulesStore ).getErrorForAction(
					'activateModule',
					[ slug ]
				),
			} ),
			[ slug ]
		);
	const missing =
		module && granted
			? module.requiredScopes.filter(
					( scope ) => ! granted.includes( scope )
			  )
			: [];
	const connectURL = useSelect(
		( select ) =>
			select( siteStore ).getConnectURL( {
				additionalScopes: missing,
				redirectURL: setupURL,
			} ),
		// The scopes are derived from the list and the grants read above.
		// eslint-disable-next-line react-hooks/exhaustive-deps
		[ missing.join( ' ' ), setupURL ]
	);
	const isNavigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	const { activateModule } = useDispatch( modulesStore );
	const { navigateTo } = useDispatch( locationStore );

	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	if ( ! module || granted === undefined ) {
		return <Progress label={ __( 'Loading…', 'google-site-kit' ) } />;
	}

	if ( ! module.active ) {
		const activate = async () => {
			const { response } = await activateModule( slug );
			if ( response ) {
				navigateTo( response.moduleReauthURL );
			}
		};
		return (
			<>
				<Notice
					type="info"
					actions={
						<button
							type="button"
							className="button button-primary"
							disabled={ isActivating || isNavigating }
							onClick={ activate }
						>
							{ sprintf(
								/* translators: %s: service name */
								__( 'Activate %s', 'google-site-kit' ),
								module.name
							) }
						</button>
					}
				>
					<p>
						{ sprintf(
							/* translators: %s: service name */
							__(
								'%s is not active on this site yet. Activate it to set it up.',
								'google-site-kit'
							),
							module.name
						) }
					</p>
				</Notice>
				{ activationError && <ErrorNotice error={ activationError } /> }
			</>
		);
	}

	if ( missing.length ) {
		return (
			<Notice
				type="info"
				actions={
					<button
						type="button"
						className="button button-primary"
						disabled={ ! connectURL || isNavigating }
						onClick={ () => connectURL && navigateTo( connectURL ) }
					>
						{ __( 'Grant permission', 'google-site-kit' ) }
					</button>
				}
			>
				<p>
					{ sprintf(
						/* translators: %s: service name */
						__(
							'Site Kit needs your permission to reach %s with your Google account.',
							'google-site-kit'
						),
						module.name
					) }
				</p>
			</Notice>
		);
	}

	return <>{ children }</>;
}
