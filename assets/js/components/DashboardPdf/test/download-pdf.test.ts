/**
 * Internal dependencies
 */
import { registry } from '../../../datastore/registry';
import { reportsStore } from '../../../datastore/reports';
import { downloadPdf } from '../download-pdf';
import { loadPrintSheet } from '../print-sheet';

// jsdom loads no stylesheet (its load event never fires) and cannot draw charts.
jest.mock( '../print-sheet', () => ( {
	loadPrintSheet: jest.fn( () => Promise.resolve() ),
} ) );
jest.mock( '../../Dashboard/LineChart', () => ( {
	preloadLineChart: jest.fn( () => Promise.resolve() ),
} ) );

/**
 * The header's facts, "term: value" each.
 *
 * @param header The header.
 */
function facts( header: Element ): string[] {
	return Array.from( header.querySelectorAll( 'dt' ) ).map(
		( dt ) => `${ dt.textContent }: ${ dt.nextElementSibling?.textContent }`
	);
}

function dashboard(): { main: HTMLElement; button: HTMLButtonElement } {
	document.body.innerHTML = `
		<main class="googlesitekit-screen__main">
			<h2 class="googlesitekit-screen__title">Dashboard</h2>
			<div class="googlesitekit-dashboard-toolbar">
				<span class="googlesitekit-date-range__compared">Sep 30 – Oct 27, 2026</span>
				<button type="button" class="button">Download PDF</button>
			</div>
			<div class="googlesitekit-dashboard-section">
				<section class="googlesitekit-widget-area"><h3>Traffic</h3><p>Visitors 1,234</p></section>
				<section class="googlesitekit-widget-area"><h3>Search</h3>
					<div class="googlesitekit-widget-loading" role="progressbar"></div>
				</section>
			</div>
		</main>`;
	return {
		main: document.querySelector( 'main' )!,
		button: document.querySelector( 'button' )!,
	};
}

describe( 'downloadPdf', () => {
	let print: jest.SpyInstance;
	beforeEach( () => {
		jest.useFakeTimers();
		jest.setSystemTime( new Date( '2026-11-27T10:00:00Z' ) );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData!,
			siteName: 'Example Garden',
			homeURL: 'http://example.test/',
			viewContext: 'mainDashboard',
			locale: 'en_US',
			siteToday: '2026-11-27',
			siteClock: {
				now: Date.parse( '2026-11-27T10:00:00Z' ),
				timezone: 'UTC',
				offset: 0,
			},
		};
		print = jest.spyOn( window, 'print' ).mockImplementation( () => {
			// The dialog would show now: what it prints is the page as it is.
		} );
	} );
	afterEach( () => {
		print.mockRestore();
		jest.useRealTimers();
	} );

	it( 'prints only once the loading widget has its figures, with the header on top and the progress said meanwhile', async () => {
		const { main, button } = dashboard();
		const printed = downloadPdf( button, {
			dateRange: 'last-28-days',
			compare: 'previous-period',
		} );
		await jest.advanceTimersByTimeAsync( 2000 );
		expect( loadPrintSheet ).toHaveBeenCalled();
		const status = main.querySelector( '[role="status"]' )!;
		expect( status ).toHaveAttribute( 'aria-live', 'polite' );
		expect( status ).toHaveTextContent(
			'Preparing the PDF… 1 of 2 sections ready'
		);
		expect( print ).not.toHaveBeenCalled();

		main.querySelector( '.googlesitekit-widget-loading' )!.outerHTML =
			'<p>Clicks 567</p>';
		await jest.advanceTimersByTimeAsync( 1000 );
		await expect( printed ).resolves.toBe( true );
		expect( print ).toHaveBeenCalledTimes( 1 );

		const header = main.firstElementChild as HTMLElement;
		expect( header ).toHaveClass( 'googlesitekit-pdf-header' );
		// Hidden on screen; the print sheet shows it.
		expect( header.hidden ).toBe( true );
		expect( header ).toHaveTextContent( 'Example Garden' );
		expect( header ).toHaveTextContent( 'Dashboard' );
		expect( facts( header ) ).toEqual( [
			'Site: http://example.test/',
			'Period: Last 28 days (Oct 30 – Nov 26, 2026)',
			'Compared with: Previous period (Sep 30 – Oct 27, 2026)',
			// The user's clock: the hour depends on the machine's time zone.
			expect.stringMatching(
				/^Generated: Nov 2[67], 2026, \d{1,2}:\d{2} [AP]M by Site Kit$/
			),
		] );
		expect( main.querySelector( '.googlesitekit-pdf-progress' ) ).toBe(
			null
		);
		expect( button ).toHaveFocus();
	} );

	it( 'waits for a report read still under way in the reports store, even when every widget looks ready', async () => {
		// The server holds the read until the test lets it go (then the connection drops: the read ends in an error,
		// a final state too).
		let release: () => void = () => undefined;
		const fetch = jest.fn(
			() =>
				new Promise( ( _resolve, reject ) => {
					release = () =>
						reject( new TypeError( 'Failed to fetch' ) );
				} )
		);
		window.fetch = fetch as unknown as typeof window.fetch;
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData!,
			restRoot: 'http://example.test/wp-json/',
			restNonce: 'nonce',
		};
		const { main, button } = dashboard();
		main.querySelector( '.googlesitekit-widget-loading' )!.remove();
		// A widget asks for a report (e.g. a breakdown it reads after its first answer).
		registry.select( reportsStore ).getReport( 'analytics', 'report', {
			metrics: 'sessions',
		} );
		const printed = downloadPdf( button, {
			dateRange: 'last-28-days',
			compare: 'none',
		} );
		await jest.advanceTimersByTimeAsync( 5000 );
		expect( print ).not.toHaveBeenCalled();
		expect( main.querySelector( '[role="status"]' ) ).toHaveTextContent(
			'Preparing the PDF… 2 of 2 sections ready'
		);
		expect( fetch ).toHaveBeenCalled();
		release();
		await jest.advanceTimersByTimeAsync( 1000 );
		await expect( printed ).resolves.toBe( true );
		expect( print ).toHaveBeenCalledTimes( 1 );
		// @ts-expect-error jsdom has no fetch of its own to put back.
		delete window.fetch;
	} );

	it( 'does not print when cancelled', async () => {
		const { main, button } = dashboard();
		const printed = downloadPdf( button, {
			dateRange: 'last-28-days',
			compare: 'none',
		} );
		await jest.advanceTimersByTimeAsync( 500 );
		(
			main.querySelector(
				'.googlesitekit-pdf-progress__cancel'
			) as HTMLButtonElement
		 ).click();
		await expect( printed ).resolves.toBe( false );
		expect( print ).not.toHaveBeenCalled();
		expect( main.querySelector( '.googlesitekit-pdf-progress' ) ).toBe(
			null
		);
		expect( main.querySelector( '.googlesitekit-pdf-header' ) ).toBe(
			null
		);
	} );

	it( 'says so when the print sheet cannot load, and prints nothing', async () => {
		( loadPrintSheet as jest.Mock ).mockImplementationOnce( () =>
			Promise.reject( new Error( 'offline' ) )
		);
		const { main, button } = dashboard();
		await expect(
			downloadPdf( button, {
				dateRange: 'last-28-days',
				compare: 'none',
			} )
		).resolves.toBe( false );
		expect( print ).not.toHaveBeenCalled();
		expect( main.querySelector( '[role="status"]' ) ).toHaveTextContent(
			'The PDF could not be prepared. Check your connection and try again.'
		);
	} );
} );
