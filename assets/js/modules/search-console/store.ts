/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createModuleSettingsStore } from '../../datastore/module-settings/create-store';

export interface SearchConsoleSettings {
	/** A URL-prefix property (`https://example.org/`) or a domain one (`sc-domain:example.org`). */
	propertyID: string;
}

const PROPERTY = /^(https?:\/\/\S+|sc-domain:\S+)$/;

export const searchConsoleStore =
	createModuleSettingsStore< SearchConsoleSettings >( 'search-console', {
		defaults: { propertyID: '' },
		validate: ( { propertyID } ) =>
			PROPERTY.test( propertyID )
				? null
				: __( 'Select a Search Console property.', 'google-site-kit' ),
	} );
