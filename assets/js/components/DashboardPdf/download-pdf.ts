/**
 * The PDF of a dashboard, a chunk loaded when "Download PDF" is pressed: loads the print stylesheet and the charts'
 * drawing code, waits until every part of the dashboard has its final state (showing how many are ready), puts the
 * print header on top, then opens the browser's print dialog, whose "Save as PDF" makes the file.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getBaseData } from '../../api/base-data';
import { registry } from '../../datastore/registry';
import { reportsStore } from '../../datastore/reports';
import { datapointsStore } from '../../datastore/datapoints';
import type { UserDateRange } from '../../util/date-range';
import { getSiteToday } from '../../util/site-day';
import { preloadLineChart } from '../Dashboard/LineChart';
import { createPrintHeader } from './print-header';
import { loadPrintSheet } from './print-sheet';
import { showProgress } from './progress';
import { waitForParts } from './wait-for-parts';

/**
 * Whether a report or datapoint read is under way.
 */
function reading(): boolean {
	return [ reportsStore, datapointsStore ].some( ( store ) => {
		// @wordpress/data's metadata selector (WordPress 6.5's copy has it; its types do not say so).
		const { hasResolvingSelectors } = registry.select(
			store
		) as unknown as {
			hasResolvingSelectors?: () => boolean;
		};
		return hasResolvingSelectors?.() ?? false;
	} );
}

/**
 * The dashboard's title as the PDF names it: the entity's page title, or the screen's.
 *
 * @param main The screen's main element.
 */
function dashboardTitle( main: Element ): string {
	const { viewContext, currentEntityTitle } = getBaseData();
	const screenTitle =
		main.querySelector( '.googlesitekit-screen__title' )?.textContent ?? '';
	if ( viewContext.startsWith( 'entityDashboard' ) ) {
		return currentEntityTitle
			? sprintf(
					/* translators: %s: the page's title */
					__( 'Page stats: %s', 'google-site-kit' ),
					currentEntityTitle
			  )
			: screenTitle;
	}
	return screenTitle || __( 'Dashboard', 'google-site-kit' );
}

/**
 * Prepares the dashboard and prints it.
 *
 * @param button The button pressed: the progress shows after it, and the focus comes back to it.
 * @param range  The range the dashboard shows.
 * @return Whether the print dialog was opened (false when cancelled).
 */
export async function downloadPdf(
	button: HTMLElement,
	range: UserDateRange
): Promise< boolean > {
	const main = button.closest( '.googlesitekit-screen__main' ) ?? document;
	const controller = new AbortController();
	const progress = showProgress( button, () => controller.abort() );
	try {
		await Promise.all( [ loadPrintSheet(), preloadLineChart() ] );
		await waitForParts( {
			root: main,
			reading,
			onProgress: progress.update,
			signal: controller.signal,
		} );
		const { siteName, homeURL, permaLink, viewContext } = getBaseData();
		main.querySelector( '.googlesitekit-pdf-header' )?.remove();
		const header = createPrintHeader( {
			siteName,
			siteURL: homeURL,
			title: dashboardTitle( main as Element ),
			pageURL: viewContext.startsWith( 'entityDashboard' )
				? permaLink
				: '',
			range,
			comparedShown:
				main
					.querySelector( '.googlesitekit-date-range__compared' )
					?.textContent?.trim() ?? '',
			today: getSiteToday(),
			generated: Math.floor( Date.now() / 1000 ),
		} );
		( main instanceof Element ? main : document.body ).prepend( header );
		progress.remove();
		window.print();
		return true;
	} catch ( error ) {
		if ( ( error as Error ).name !== 'AbortError' ) {
			progress.fail();
			return false;
		}
		progress.remove();
		return false;
	} finally {
		button.focus();
	}
}
