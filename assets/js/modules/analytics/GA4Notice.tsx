/**
 * External dependencies
 */
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { analyticsStore, type AnalyticsSettings } from './store';
import { propertyTypeOf } from './store';
import type { Module } from '../../datastore/modules/types';
import { useAccountSummaries } from './hooks';
import Notice from '../../components/ui/Notice';
import Progress from '../../components/ui/Progress';
import { getBaseData } from '../../api/base-data';
import { modulePanelRoute } from '../../components/Settings/routes';

/**
 * Whether saved Analytics settings lack a GA4 property: 'unknown' while they load.
 *
 * @param settings Saved Analytics settings.
 */
export function needsGA4(
	settings: AnalyticsSettings | undefined | object
): 'unknown' | boolean {
	if ( ! settings ) {
		return 'unknown';
	}
	const { propertyID = '', measurementID = '' } =
		settings as Partial< AnalyticsSettings >;
	return propertyTypeOf( propertyID, measurementID ) === 'ua';
}

/**
 * "Connect Analytics 4": turns the GA4 property choice on in the edit form.
 *
 * @param props        Component props.
 * @param props.module The Analytics module.
 */
function ConnectGA4( { module }: { module: Module } ) {
	const navigate = useNavigate();
	const { setSettings } = useDispatch( analyticsStore );
	return (
		<Notice
			type="info"
			actions={
				<button
					type="button"
					className="button button-primary"
					onClick={ () => {
						setSettings( {
							enableGA4: true,
							enableGA4PropertyTooltip: true,
						} );
						navigate( modulePanelRoute( module.slug, true ) );
					} }
				>
					{ __( 'Connect Analytics 4', 'google-site-kit' ) }
				</button>
			}
		>
			<p>
				{ __(
					'This site uses a Universal Analytics property, which no longer collects data. Connect a Google Analytics 4 property to keep seeing your visitors.',
					'google-site-kit'
				) }
			</p>
		</Notice>
	);
}

/**
 * For a user who does not own Analytics: whether their Google account reaches
 * the saved Analytics account decides between the prompt and the notice.
 *
 * @param props           Component props.
 * @param props.module    The Analytics module.
 * @param props.accountID The saved Analytics account.
 */
function AccessCheckedGA4Prompt( {
	module,
	accountID,
}: {
	module: Module;
	accountID: string;
} ) {
	const summaries = useAccountSummaries();
	if ( ! summaries.data && ! summaries.error ) {
		return (
			<Progress
				label={ __(
					'Checking your access to Analytics…',
					'google-site-kit'
				) }
			/>
		);
	}
	const hasAccess = !! summaries.data?.some(
		( summary ) => summary._id === accountID
	);
	if ( ! hasAccess ) {
		return (
			<Notice type="warning">
				<p>
					{ __( 'Analytics 4 is not connected', 'google-site-kit' ) }
				</p>
			</Notice>
		);
	}
	return <ConnectGA4 module={ module } />;
}

/**
 * On the Analytics panel: nothing when GA4 is connected; a progress bar while
 * that is unknown; otherwise the GA4 prompt.
 *
 * @param props           Component props.
 * @param props.module    The Analytics module.
 * @param props.state     needsGA4() of the saved settings.
 * @param props.accountID The saved Analytics account.
 */
export default function AnalyticsGA4Notice( {
	module,
	state,
	accountID,
}: {
	module: Module;
	state: 'unknown' | boolean;
	accountID: string;
} ) {
	if ( state === 'unknown' ) {
		return (
			<Progress
				label={ __(
					'Checking your Analytics 4 connection…',
					'google-site-kit'
				) }
			/>
		);
	}
	if ( ! state ) {
		return null;
	}
	const isOwner = !! module.owner && module.owner.id === getBaseData().userID;
	return isOwner ? (
		<ConnectGA4 module={ module } />
	) : (
		<AccessCheckedGA4Prompt module={ module } accountID={ accountID } />
	);
}

/**
 * The GA4 notice of the Analytics settings panel (not in edit mode), from the saved settings.
 *
 * @param props        Component props.
 * @param props.module The Analytics module.
 */
export function SettingsNotice( { module }: { module: Module } ) {
	const savedSettings = useSelect(
		( select ) => select( analyticsStore ).getSavedSettings(),
		[]
	);
	return (
		<AnalyticsGA4Notice
			module={ module }
			state={ needsGA4( savedSettings ) }
			accountID={ savedSettings?.accountID ?? '' }
		/>
	);
}
