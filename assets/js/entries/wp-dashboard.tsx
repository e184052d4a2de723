/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mountApp } from '../util/mount';

// The WordPress dashboard widget's root is printed once the widget exists.
mountApp(
	'js-googlesitekit-wp-dashboard',
	<div className="googlesitekit-wp-dashboard">
		{ __( 'Site Kit', 'google-site-kit' ) }
	</div>
);
