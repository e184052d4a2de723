/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../datastore/site';

/**
 * PageSpeed Insights has no settings: this says what it does instead.
 */
export default function SettingsView() {
	const homeURL = useSelect(
		( select ) => select( siteStore ).getHomeURL(),
		[]
	);
	return (
		<p className="googlesitekit-module-settings__note">
			{ sprintf(
				/* translators: %s: the site's home URL */
				__(
					'PageSpeed Insights has no settings. It tests the pages of %s when you open the Speed section of the dashboard.',
					'google-site-kit'
				),
				homeURL
			) }
		</p>
	);
}
