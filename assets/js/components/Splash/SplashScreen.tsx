/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenLayout from '../ScreenLayout';
import OAuthClientForm from './OAuthClientForm';
import SplashNotices from './SplashNotices';
import { modulesStore } from '../../datastore/modules';
import { siteStore } from '../../datastore/site';
import type { OAuthClient } from '../../datastore/site/types';
import { userStore } from '../../datastore/user';
import { useModuleSetupURL } from '../../widgets/hooks/use-module-setup-url';

interface SplashScreenProps {
	/** The page's query arguments (context, notification, error). */
	query: URLSearchParams;
}

/**
 * The splash screen: the OAuth client, then "Sign in with Google".
 *
 * @param props       Component props.
 * @param props.query
 */

/**
 * Which OAuth client the site uses, in words (its ID; never its secret).
 *
 * @param client The site's client.
 */
function clientSummary( client: OAuthClient ): string {
	if ( client.source === 'constant' ) {
		return sprintf(
			/* translators: %s: OAuth client ID */
			__(
				'This site uses the OAuth client %s, set in wp-config.php.',
				'google-site-kit'
			),
			client.clientID
		);
	}
	if ( client.source === 'network' ) {
		return sprintf(
			/* translators: %s: OAuth client ID */
			__(
				'This site uses the OAuth client %s, set for the whole network by its administrator.',
				'google-site-kit'
			),
			client.clientID
		);
	}
	return sprintf(
		/* translators: %s: OAuth client ID */
		__( 'This site uses the OAuth client %s.', 'google-site-kit' ),
		client.clientID
	);
}

export default function SplashScreen( { query }: SplashScreenProps ) {
	const client = useSelect(
		( select ) => select( siteStore ).getOAuthClient(),
		[]
	);
	const isAuthenticated = useSelect(
		( select ) => select( userStore ).isAuthenticated(),
		[]
	);
	const email = useSelect( ( select ) => select( userStore ).getEmail(), [] );
	// The module every site has (force-active and not internal: Search Console) still to connect, once the list is in.
	const firstModule = useSelect(
		( select ) =>
			select( modulesStore )
				.getModules()
				?.find(
					( module ) =>
						module.forceActive &&
						! module.internal &&
						! module.connected
				)?.slug,
		[]
	);
	const dashboardURL = useSelect(
		( select ) =>
			select( siteStore ).getAdminURL( 'googlesitekit-dashboard' ),
		[]
	);
	// After signing in, the first stop is that module's setup until it is connected.
	const firstModuleSetupURL = useModuleSetupURL( firstModule || '' );
	const redirectURL = firstModule ? firstModuleSetupURL : dashboardURL;
	const connectURL = useSelect(
		( select ) => select( siteStore ).getConnectURL( { redirectURL } ),
		[ redirectURL ]
	);
	const [ editingClient, setEditingClient ] = useState( false );

	const hasClient = !! client?.clientID && !! client?.hasSecret;
	const showForm =
		client !== undefined &&
		( ! hasClient || editingClient ) &&
		client.source !== 'constant';

	return (
		<ScreenLayout title={ __( 'Set up Site Kit', 'google-site-kit' ) }>
			<SplashNotices query={ query } />
			<p className="googlesitekit-splash-intro">
				{ __(
					'Connect this site to Google Search Console, Analytics, AdSense and PageSpeed Insights, and read their statistics right here in WordPress.',
					'google-site-kit'
				) }
			</p>

			<section
				className="googlesitekit-splash-step"
				aria-labelledby="googlesitekit-step-client"
			>
				<h3 id="googlesitekit-step-client">
					{ __( '1. Your Google OAuth client', 'google-site-kit' ) }
				</h3>
				{ client === undefined && (
					<p className="googlesitekit-loading">
						{ __( 'Loading…', 'google-site-kit' ) }
					</p>
				) }
				{ client !== undefined && hasClient && ! editingClient && (
					<p className="googlesitekit-oauth-client-summary">
						{ clientSummary( client ) }{ ' ' }
						{ client.source !== 'constant' && (
							<button
								type="button"
								className="button-link"
								onClick={ () => setEditingClient( true ) }
							>
								{ __(
									'Use a different client',
									'google-site-kit'
								) }
							</button>
						) }
					</p>
				) }
				{ showForm && (
					<>
						<p>
							{ __(
								'Site Kit signs in to Google with an OAuth client of your own Google Cloud project. Its secret stays on this server, encrypted.',
								'google-site-kit'
							) }
						</p>
						<OAuthClientForm
							onSaved={ () => setEditingClient( false ) }
						/>
					</>
				) }
			</section>

			<section
				className="googlesitekit-splash-step"
				aria-labelledby="googlesitekit-step-signin"
			>
				<h3 id="googlesitekit-step-signin">
					{ __( '2. Sign in with Google', 'google-site-kit' ) }
				</h3>
				{ isAuthenticated ? (
					<p>
						{ sprintf(
							/* translators: %s: e-mail address of the Google account */
							__( 'You are signed in as %s.', 'google-site-kit' ),
							email || ''
						) }{ ' ' }
						<a
							className="button button-primary"
							href={ dashboardURL }
						>
							{ __( 'Go to the dashboard', 'google-site-kit' ) }
						</a>
					</p>
				) : (
					<p>
						{ hasClient && connectURL ? (
							<a
								className="button button-primary button-hero googlesitekit-sign-in"
								href={ connectURL }
							>
								{ __(
									'Sign in with Google',
									'google-site-kit'
								) }
							</a>
						) : (
							<button
								type="button"
								className="button button-primary button-hero googlesitekit-sign-in"
								disabled
							>
								{ __(
									'Sign in with Google',
									'google-site-kit'
								) }
							</button>
						) }
					</p>
				) }
			</section>
		</ScreenLayout>
	);
}
