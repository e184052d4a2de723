/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mountApp } from '../util/mount';
import { getBaseData } from '../util/base-data';

// The activation banner's root is printed on wp-admin right after activation.
mountApp(
	'js-googlesitekit-activation',
	<div className="googlesitekit-activation">
		<a href={ getBaseData().pages.splash }>
			{ __( 'Start setup', 'google-site-kit' ) }
		</a>
	</div>
);
