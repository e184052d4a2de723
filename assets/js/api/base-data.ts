/**
 * The boot data the PHP side prints before each entry (window._googlesitekitBaseData).
 */

/**
 * The server's now (milliseconds, the googlesitekit_now filter applied) and the site's zone: an IANA
 * name ('' for a manual "UTC+5" offset) and its offset from UTC in seconds at that time.
 */
export interface SiteClock {
	now: number;
	timezone: string;
	offset: number;
}

/**
 * One response `rest_preload_api_request()` recorded, keyed by its path.
 */
export interface PreloadedResponse {
	body: unknown;
	headers?: Record< string, string >;
}

export interface BaseData {
	pluginVersion: string;
	screen: string;
	entry: string;
	adminURL: string;
	homeURL: string;
	siteName: string;
	/** The network's name, on the network admin's Site Kit pages. */
	networkName?: string;
	/** The WordPress locale of the page ("de_DE"): figures and dates are formatted in it. */
	locale: string;
	/** The site's day when the page was made, "YYYY-MM-DD" (util/site-day.ts keeps it past midnight). */
	siteToday?: string;
	/** The server's clock and the site's zone, for util/site-day.ts. */
	siteClock?: SiteClock;
	/** The site's first day of the week, WordPress's start_of_week option: 0 = Sunday … 6 = Saturday. */
	startOfWeek: number;
	assetsURL: string;
	pages: Record< string, string >;
	features: Record< string, boolean >;
	isConnected: boolean;
	permaLink: string;
	/** The spec's view context of the page: mainDashboard, entityDashboard, moduleSetup, settings, splash, userInput, … */
	viewContext: string;
	/** On the module setup screen (&slug=<module>&reAuth=true), the module's slug; otherwise ''. */
	moduleSetupSlug: string;
	/** Whether the entity dashboard's URL is a page of this site. */
	permaLinkOnSite: boolean;
	/** The REST API root, e.g. `http://example.org/wp-json/`. */
	restRoot: string;
	/** A `wp_rest` nonce for the current user. */
	restNonce: string;
	/** What `rest_preload_api_request()` produced: path => { body, headers }. */
	preloadedData: Record< string, PreloadedResponse >;
	/** Admin URL that starts the OAuth flow (carries its own nonce). */
	connectURL: string;
	/** Short hash that keeps this site's (and session's) cache keys apart. */
	sitePrefix: string;
	/** Whether the current user opted in to usage tracking. */
	trackingEnabled: boolean;
	userID: number;
	/** Roles the user may share modules' dashboard data with (empty unless they manage sharing). */
	shareableRoles?: Array< { id: string; displayName: string } >;
	/** Title of the entity (single page) dashboard's page, when there is one. */
	currentEntityTitle?: string;
	/** Where the user manages the apps that reach their Google Account. */
	proxyPermissionsURL?: string;
	/** Set when the OAuth flow came back with an error. */
	setupErrorCode?: string;
	setupErrorMessage?: string;
	setupErrorRedoURL?: string;
	/** View-only users: Google refused the token of an admin whose account serves data shared with them. */
	sharedDataAuthError?: boolean;
	/**
	 * Block editor: the panel's parts the modules fill (includes/Core/Posts/Post_Figures.php), each with whether this
	 * user may read it there (view-only: the shared modules').
	 */
	editorServices?: Record< string, boolean >;
	/** The user's report range as saved on the server, with the label the admin bar and WordPress dashboard show. */
	userDateRange?: {
		dateRange: string;
		compare: 'previous-period' | 'same-period-last-year' | 'none';
		label: string;
	};
}

declare global {
	interface Window {
		_googlesitekitBaseData?: Partial< BaseData >;
	}
}

const DEFAULTS: BaseData = {
	pluginVersion: '1.99.0',
	screen: '',
	entry: '',
	adminURL: '',
	homeURL: '',
	siteName: '',
	locale: '',
	startOfWeek: 0,
	assetsURL: '',
	pages: {},
	features: {},
	isConnected: false,
	permaLink: '',
	viewContext: '',
	moduleSetupSlug: '',
	permaLinkOnSite: false,
	restRoot: '',
	restNonce: '',
	preloadedData: {},
	connectURL: '',
	sitePrefix: '',
	trackingEnabled: false,
	userID: 0,
};

/**
 * Reads the boot data, filling in anything missing with safe defaults.
 *
 * `preloadedData` is the page's own object (not a copy): the preloading
 * middleware removes each entry once it has served it.
 *
 * @param source Where to read from; the page's global by default.
 */
export function getBaseData(
	source: Partial< BaseData > | undefined = typeof window === 'undefined'
		? undefined
		: window._googlesitekitBaseData
): BaseData {
	return { ...DEFAULTS, ...( source || {} ) };
}
