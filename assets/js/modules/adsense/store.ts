/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createModuleSettingsStore } from '../../datastore/module-settings/create-store';

export interface AdSenseSettings {
	/** `pub-…` */
	accountID: string;
	/** `ca-pub-…` */
	clientID: string;
	useSnippet: boolean;
	accountStatus: string;
	siteStatus: string;
}

const ACCOUNT_ID = /^pub-\d+$/;
const CLIENT_ID = /^ca-pub-\d+$/;

export const adsenseStore = createModuleSettingsStore< AdSenseSettings >(
	'adsense',
	{
		defaults: {
			accountID: '',
			clientID: '',
			useSnippet: true,
			accountStatus: '',
			siteStatus: '',
		},
		validate: ( { accountID, clientID } ) => {
			if ( ! ACCOUNT_ID.test( accountID ) ) {
				return __( 'Select an AdSense account.', 'google-site-kit' );
			}
			if ( clientID && ! CLIENT_ID.test( clientID ) ) {
				return __(
					'The AdSense client ID is not valid.',
					'google-site-kit'
				);
			}
			return null;
		},
	}
);
