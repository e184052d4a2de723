/** The OAuth scopes the emulator knows, with the words Google's consent screen uses for them. */

const AUTH = 'https://www.googleapis.com/auth/';

export const SCOPE = {
	openid: 'openid',
	email: `${ AUTH }userinfo.email`,
	profile: `${ AUTH }userinfo.profile`,
	webmasters: `${ AUTH }webmasters`,
	webmastersReadonly: `${ AUTH }webmasters.readonly`,
	siteverification: `${ AUTH }siteverification`,
	siteverificationVerifyOnly: `${ AUTH }siteverification.verify_only`,
	analytics: `${ AUTH }analytics`,
	analyticsReadonly: `${ AUTH }analytics.readonly`,
	analyticsEdit: `${ AUTH }analytics.edit`,
	analyticsProvision: `${ AUTH }analytics.provision`,
	analyticsManageUsers: `${ AUTH }analytics.manage.users`,
	adsense: `${ AUTH }adsense`,
	adsenseReadonly: `${ AUTH }adsense.readonly`,
	tagmanagerReadonly: `${ AUTH }tagmanager.readonly`,
	tagmanagerEditContainers: `${ AUTH }tagmanager.edit.containers`,
} as const;

export const SCOPE_WORDS: Record< string, string > = {
	[ SCOPE.openid ]: 'Associate you with your personal info on Google',
	[ SCOPE.email ]: 'See your primary Google Account email address',
	[ SCOPE.profile ]:
		"See your personal info, including any personal info you've made publicly available",
	[ SCOPE.webmasters ]:
		'View and manage Search Console data for your verified sites',
	[ SCOPE.webmastersReadonly ]:
		'View Search Console data for your verified sites',
	[ SCOPE.siteverification ]:
		'Manage the list of sites and domains you control',
	[ SCOPE.siteverificationVerifyOnly ]:
		'Manage your new site verifications with Google',
	[ SCOPE.analytics ]: 'View and manage your Google Analytics data',
	[ SCOPE.analyticsReadonly ]: 'See and download your Google Analytics data',
	[ SCOPE.analyticsEdit ]: 'Edit Google Analytics management entities',
	[ SCOPE.analyticsProvision ]:
		'Create a new Google Analytics account along with its default property and view',
	[ SCOPE.analyticsManageUsers ]:
		'Manage Google Analytics Account users by email address',
	[ SCOPE.adsense ]: 'View and manage your AdSense data',
	[ SCOPE.adsenseReadonly ]: 'View your AdSense data',
	[ SCOPE.tagmanagerReadonly ]:
		'View your Google Tag Manager container and its subcomponents',
	[ SCOPE.tagmanagerEditContainers ]:
		'Manage your Google Tag Manager container and its subcomponents, excluding versioning and publishing',
};

const ALIASES: Record< string, string > = {
	email: SCOPE.email,
	profile: SCOPE.profile,
};

/**
 * Splits a space-separated scope string, expanding Google's short aliases; returns unknown ones apart.
 * @param text
 */
export function parseScopes( text: string ): {
	scopes: string[];
	unknown: string[];
} {
	const scopes: string[] = [];
	const unknown: string[] = [];
	for ( const raw of text.split( /[\s+]+/ ).filter( Boolean ) ) {
		const scope = ALIASES[ raw ] ?? raw;
		if ( ! SCOPE_WORDS[ scope ] ) {
			unknown.push( raw );
		} else if ( ! scopes.includes( scope ) ) {
			scopes.push( scope );
		}
	}
	return { scopes, unknown };
}

/** Scopes that satisfy each API operation (any one of them is enough, as with Google). */
export const REQUIRED = {
	userinfo: [ SCOPE.email, SCOPE.profile ],
	searchconsoleRead: [ SCOPE.webmasters, SCOPE.webmastersReadonly ],
	searchconsoleWrite: [ SCOPE.webmasters ],
	siteverification: [
		SCOPE.siteverification,
		SCOPE.siteverificationVerifyOnly,
	],
	siteverificationList: [ SCOPE.siteverification ],
	analyticsData: [
		SCOPE.analyticsReadonly,
		SCOPE.analytics,
		SCOPE.analyticsEdit,
	],
	analyticsAdminRead: [
		SCOPE.analyticsReadonly,
		SCOPE.analytics,
		SCOPE.analyticsEdit,
	],
	analyticsAdminWrite: [ SCOPE.analyticsEdit ],
	adsense: [ SCOPE.adsenseReadonly, SCOPE.adsense ],
	tagmanager: [ SCOPE.tagmanagerReadonly, SCOPE.tagmanagerEditContainers ],
} as const;
