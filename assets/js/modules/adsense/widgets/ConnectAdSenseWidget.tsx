/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { WidgetConnectCTA } from '../../../widgets/common/WidgetStates';
import { modulesStore } from '../../../datastore/modules';
import { siteStore } from '../../../datastore/site';
import { userStore } from '../../../datastore/user';
import { SOURCES } from '../../../widgets/common/sources';

/**
 * Monetization while AdSense is not active: a call to action to connect it
 * (Settings → Connect More Services) for those who may, a note for the
 * others; nothing once AdSense is active.
 */
export default function ConnectAdSenseWidget() {
	const { active, canManage, connectURL } = useSelect(
		( select ) => ( {
			active: select( modulesStore ).isModuleActive( 'adsense' ),
			canManage: select( userStore ).hasCapability(
				'googlesitekit_manage_options'
			),
			connectURL:
				( select( siteStore ).getAdminURL( 'googlesitekit-settings' ) ||
					'' ) + '#/connect-more-services',
		} ),
		[]
	);
	if ( active !== false || canManage === undefined ) {
		return null;
	}
	if ( ! canManage ) {
		return (
			<p className="googlesitekit-widget-note">
				{ __(
					'AdSense is not connected to this site, so there are no earnings to show.',
					'google-site-kit'
				) }
			</p>
		);
	}
	return (
		<WidgetConnectCTA
			service={ SOURCES.adsense.name }
			connectURL={ connectURL }
		/>
	);
}
