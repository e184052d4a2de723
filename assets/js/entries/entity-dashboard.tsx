/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ScreenLayout from '../components/ScreenLayout';
import { getBaseData } from '../util/base-data';
import { mountApp } from '../util/mount';

const { permaLink } = getBaseData();

mountApp(
	'js-googlesitekit-entity-dashboard',
	<ScreenLayout title={ __( 'Detailed page stats', 'google-site-kit' ) }>
		<p className="googlesitekit-entity-url">{ permaLink }</p>
	</ScreenLayout>
);
