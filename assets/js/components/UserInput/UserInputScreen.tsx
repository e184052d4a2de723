/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../datastore/site';
import { useSiteKitRegistry } from '../../datastore/use-registry';
import { userStore } from '../../datastore/user';
import ErrorNotice from '../ui/ErrorNotice';
import Progress from '../ui/Progress';
import UserInputFlow from './UserInputFlow';
import UserInputSingle from './UserInputSingle';
import {
	ADMIN_SETTINGS_HASH,
	DASHBOARD_PAGE,
	parseUserInputQuery,
	safeAdminRedirect,
	SETTINGS_PAGE,
} from './util';

interface UserInputScreenProps {
	/** The page's query: `question`, `single`, `redirect_url`. */
	query: URLSearchParams;
}

/**
 * The personalisation page's content. With `question` and `single` it edits
 * that one question and goes back to `redirect_url` (the Admin Settings tab
 * by default); otherwise it runs the whole flow, from `question` if given,
 * and goes to `redirect_url` (the dashboard by default) once saved. A
 * `redirect_url` outside this site's admin is ignored.
 *
 * @param props       Component props.
 * @param props.query
 */
export default function UserInputScreen( { query }: UserInputScreenProps ) {
	const { question, single, redirectURL } = parseUserInputQuery( query );
	const settings = useSelect(
		( select ) => select( userStore ).getUserInputSettings(),
		[]
	);
	const loadError = useSelect(
		( select ) =>
			select( userStore ).getErrorForSelector( 'getUserInputSettings' ),
		[]
	);
	const urls = useSelect( ( select ) => {
		const site = select( siteStore );
		const settingsURL = site.getAdminURL( SETTINGS_PAGE );
		return {
			admin: site.getAdminURL(),
			dashboard: site.getAdminURL( DASHBOARD_PAGE ),
			settings: settingsURL && `${ settingsURL }${ ADMIN_SETTINGS_HASH }`,
		};
	}, [] );
	const registry = useSiteKitRegistry();

	if ( settings === undefined || ! urls.dashboard || ! urls.settings ) {
		if ( loadError ) {
			return (
				<ErrorNotice
					error={ loadError }
					onRetry={ () =>
						registry
							.dispatch( userStore )
							.invalidateResolution( 'getUserInputSettings', [] )
					}
				/>
			);
		}
		return (
			<Progress
				label={ __( 'Loading your answers…', 'google-site-kit' ) }
			/>
		);
	}

	const redirect = safeAdminRedirect( redirectURL, urls.admin );

	return (
		<div className="googlesitekit-user-input">
			{ single && question ? (
				<UserInputSingle
					question={ question }
					returnURL={ redirect ?? urls.settings }
				/>
			) : (
				<UserInputFlow
					startQuestion={ question }
					doneURL={ redirect ?? urls.dashboard }
					cancelURL={ urls.dashboard }
				/>
			) }
		</div>
	);
}
