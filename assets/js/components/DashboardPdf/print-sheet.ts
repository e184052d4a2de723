/**
 * The print stylesheet (assets/css/dashboard-pdf.css): loaded with this chunk, when a PDF is asked for, never with
 * the dashboard (includes/Core/Assets/Styles.php lists it among the sheets loaded on demand).
 */

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';

const SHEET_ID = 'googlesitekit-dashboard-pdf-css';

/**
 * Adds the sheet to the page (once); resolves when it has loaded.
 */
export function loadPrintSheet(): Promise< void > {
	const existing = document.getElementById( SHEET_ID );
	if ( existing?.dataset.loaded ) {
		return Promise.resolve();
	}
	existing?.remove();
	const { assetsURL, pluginVersion } = getBaseData();
	return new Promise( ( resolve, reject ) => {
		const link = document.createElement( 'link' );
		link.id = SHEET_ID;
		link.rel = 'stylesheet';
		link.href = `${ assetsURL }css/dashboard-pdf.css?ver=${ encodeURIComponent(
			pluginVersion
		) }`;
		link.onload = () => {
			link.dataset.loaded = '1';
			resolve();
		};
		link.onerror = () =>
			reject( new Error( 'The print stylesheet could not be loaded.' ) );
		document.head.appendChild( link );
	} );
}
