/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { locationStore } from '../../datastore/location';
import { modulesStore } from '../../datastore/modules';
import { reportsStore } from '../../datastore/reports';
import { siteStore } from '../../datastore/site';
import { userStore } from '../../datastore/user';
import { getBaseData } from '../../api/base-data';
import { useFeature } from '../hooks/use-feature';
import { useForgetArgs } from '../hooks/one-time-args';
import { describeUnsatisfiedScopes } from './scopes';

export const GTE_LEARN_MORE_URL =
	'https://support.google.com/tagmanager/answer/6102821';

interface AccountBannerProps {
	title: string;
	/** The text, and any inline link. */
	children: ReactNode;
	/** Label and URL of the button. */
	action?: { label: string; href: string };
	type?: 'error' | 'warning';
}

/**
 * One account-level banner: title, text and a button.
 *
 * @param props          Component props.
 * @param props.title    Title.
 * @param props.children Text.
 * @param props.action   Button.
 * @param props.type     Error (red) or warning (amber).
 */
function AccountBanner( {
	title,
	children,
	action,
	type = 'error',
}: AccountBannerProps ) {
	return (
		<div
			className={ `googlesitekit-banner googlesitekit-banner--${ type }` }
			role="alert"
		>
			<h3 className="googlesitekit-banner__title">{ title }</h3>
			<p>{ children }</p>
			{ action && (
				<p>
					<a className="button button-primary" href={ action.href }>
						{ action.label }
					</a>
				</p>
			) }
		</div>
	);
}

/**
 * The auth error banner (spec §8): Google no longer accepts the user's
 * token; the server's message and a link to redo the setup.
 */
function AuthErrorBanner() {
	const authError = useSelect(
		( select ) => select( userStore ).getAuthError(),
		[]
	);
	if ( ! authError ) {
		return null;
	}
	const reconnectURL = authError.data?.reconnectURL;
	return (
		<AccountBanner
			title={ __(
				'Site Kit can’t access necessary data',
				'google-site-kit'
			) }
			action={
				reconnectURL
					? {
							label: __(
								'Redo the plugin setup',
								'google-site-kit'
							),
							href: reconnectURL,
					  }
					: undefined
			}
		>
			{ authError.message }
		</AccountBanner>
	);
}

/**
 * The auth error banner of a view-only dashboard: Google refused the token of
 * the admin who shared the data (known when the page loaded, or found by a
 * report read on this page). The viewer cannot sign in for them, so there is
 * no button, and the widgets show the refusal rather than old data.
 */
export function SharedDataAuthErrorBanner() {
	// Known when the page loaded, or found by this page's reads.
	const refused = useSelect(
		( select ) =>
			!! getBaseData().sharedDataAuthError ||
			select( reportsStore ).hasRefusedSignIn(),
		[]
	);
	if ( ! refused ) {
		return null;
	}
	return (
		<div className="googlesitekit-error-notifications">
			<AccountBanner
				title={ __(
					'Site Kit can’t access necessary data',
					'google-site-kit'
				) }
			>
				{ __(
					'Google no longer accepts the access of the administrator who shared this dashboard, so Site Kit can’t show its data. Ask them to sign in with Google again.',
					'google-site-kit'
				) }
			</AccountBanner>
		</div>
	);
}

/**
 * The unsatisfied scopes alert (spec §8, not dismissible): the user's Google
 * account has not granted every scope the active services need. Names the
 * services it can, and sends the user to Google for the missing scopes. Hidden
 * while going to Google, or when there is no connect URL.
 */
function UnsatisfiedScopesAlert() {
	const gteSupport = useFeature( 'gteSupport' );
	const { authenticated, unsatisfied, modules, isNavigating, connectURL } =
		useSelect( ( select ) => {
			const scopes = select( userStore ).getUnsatisfiedScopes();
			return {
				authenticated: select( userStore ).isAuthenticated(),
				unsatisfied: scopes,
				modules: select( modulesStore ).getModules(),
				isNavigating: select( locationStore ).isNavigating(),
				connectURL: scopes?.length
					? select( siteStore ).getConnectURL( {
							additionalScopes: scopes,
							redirectURL: window.location.href,
					  } )
					: undefined,
			};
		}, [] );
	if ( ! authenticated || ! unsatisfied?.length || ! modules ) {
		return null;
	}
	if ( isNavigating || ! connectURL ) {
		return null;
	}
	const message = describeUnsatisfiedScopes(
		unsatisfied,
		modules,
		gteSupport
	);
	if ( message.kind === 'none' ) {
		return null;
	}
	if ( message.kind === 'gte' ) {
		return (
			<AccountBanner
				type="warning"
				title={ __(
					'Site Kit needs additional permissions to detect updates to tags on your site',
					'google-site-kit'
				) }
				action={ {
					label: __( 'Grant permission', 'google-site-kit' ),
					href: connectURL,
				} }
			>
				{ __(
					'To notice when the Google tag on your site changes, Site Kit needs to read your Tag Manager account.',
					'google-site-kit'
				) }{ ' ' }
				<a
					href={ GTE_LEARN_MORE_URL }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'Learn more', 'google-site-kit' ) }
				</a>
			</AccountBanner>
		);
	}
	let text: string;
	if ( message.kind === 'services' && message.names.length === 1 ) {
		text = sprintf(
			/* translators: %s: service name, e.g. AdSense */
			__(
				'Site Kit can’t show data from %s because your Google account hasn’t granted every permission it needs. Redo the setup to grant them.',
				'google-site-kit'
			),
			message.names[ 0 ]
		);
	} else if ( message.kind === 'services' ) {
		text = sprintf(
			/* translators: %s: comma-separated service names */
			__(
				'Site Kit can’t show data from these services because your Google account hasn’t granted every permission they need: %s. Redo the setup to grant them.',
				'google-site-kit'
			),
			message.names.join( ', ' )
		);
	} else {
		text = __(
			'Site Kit can’t show some of your data because your Google account hasn’t granted every permission it needs. Redo the setup to grant them.',
			'google-site-kit'
		);
	}
	return (
		<AccountBanner
			title={ __(
				'Site Kit can’t access necessary data',
				'google-site-kit'
			) }
			action={ {
				label: __( 'Redo setup', 'google-site-kit' ),
				href: connectURL,
			} }
		>
			{ text }
		</AccountBanner>
	);
}

/**
 * Back from Google after declining the more access a service asked for
 * (`notification=scope_denied`, set by the sign-in callback for an admin who
 * was signed in already): says that nothing changed, once.
 */
function ScopeDeniedNotice() {
	const [ denied ] = useState(
		() =>
			new URLSearchParams( window.location.search ).get(
				'notification'
			) === 'scope_denied'
	);
	useForgetArgs( denied ? [ 'notification' ] : [] );
	if ( ! denied ) {
		return null;
	}
	return (
		<div className="notice notice-warning inline googlesitekit-notice-scope-denied">
			<p>
				{ __(
					'You declined the extra access Google asked for, so nothing changed.',
					'google-site-kit'
				) }
			</p>
		</div>
	);
}

/**
 * The account-level errors above a screen's content: the auth error banner,
 * else the unsatisfied scopes alert (an auth error already asks to redo the
 * whole setup); and, once after declining more access at Google, a note.
 */
export default function ErrorNotifications() {
	const hasAuthError = useSelect(
		( select ) => !! select( userStore ).getAuthError(),
		[]
	);
	return (
		<div className="googlesitekit-error-notifications">
			<ScopeDeniedNotice />
			{ hasAuthError ? <AuthErrorBanner /> : <UnsatisfiedScopesAlert /> }
		</div>
	);
}
