/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mountApp } from '../util/mount';

// The admin bar item's root is printed once the admin bar stats exist.
mountApp(
	'js-googlesitekit-adminbar',
	<div className="googlesitekit-adminbar">
		{ __( 'Site Kit', 'google-site-kit' ) }
	</div>
);
