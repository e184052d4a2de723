/**
 * The boot data the PHP side prints before each entry (window._googlesitekitBaseData).
 */
export interface BaseData {
	pluginVersion: string;
	screen: string;
	entry: string;
	adminURL: string;
	homeURL: string;
	siteName: string;
	assetsURL: string;
	pages: Record< string, string >;
	features: Record< string, boolean >;
	isConnected: boolean;
	permaLink: string;
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
	assetsURL: '',
	pages: {},
	features: {},
	isConnected: false,
	permaLink: '',
};

/**
 * Reads the boot data, filling in anything missing with safe defaults.
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
