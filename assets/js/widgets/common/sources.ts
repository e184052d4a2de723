/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface Source {
	name: string;
	url: string;
}

/**
 * The provider's own report of each service: where a figure's "Source" link goes.
 */
export const SOURCES = {
	searchConsole: {
		name: __( 'Search Console', 'google-site-kit' ),
		url: 'https://search.google.com/search-console',
	},
	analytics: {
		name: __( 'Analytics', 'google-site-kit' ),
		url: 'https://analytics.google.com/analytics/web/',
	},
	adsense: {
		name: __( 'AdSense', 'google-site-kit' ),
		url: 'https://adsense.google.com/',
	},
	pagespeed: {
		name: __( 'PageSpeed Insights', 'google-site-kit' ),
		url: 'https://pagespeed.web.dev/',
	},
} satisfies Record< string, Source >;
