/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import SpeedWidget, { SLOW_AFTER_MS } from '../SpeedWidget';
import { PSI_DESKTOP, PSI_MOBILE } from './fixture';
import {
	CRITICAL_ERROR_TEXT,
	INSUFFICIENT_PERMISSIONS,
	INTERNAL_ERROR,
	STALE,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchResponder,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const PAGESPEED = 'modules/pagespeed-insights/data/pagespeed';
const BANANA = 'http://example.org/recipes/classic-banana-bread/';

const answers: BatchResponder = ( item ) => ( {
	value: item.params.strategy === 'desktop' ? PSI_DESKTOP : PSI_MOBILE,
} );

/**
 * The blocks of a section as "title: value (rating)".
 *
 * @param heading The section's heading.
 */
async function sectionBlocks( heading: string ): Promise< string[] > {
	const section = (
		await screen.findByRole( 'heading', { level: 4, name: heading } )
	).closest( 'section' ) as HTMLElement;
	return Array.from(
		section.querySelectorAll( '.googlesitekit-data-block' )
	).map( ( block ) => {
		// Lighthouse's display values use no-break spaces ("4.9 s").
		const part = ( name: string ) =>
			( block.querySelector( `.${ name }` )?.textContent || '' ).replace(
				/\u00a0/g,
				' '
			);
		return `${ part( 'googlesitekit-data-block__title' ) }: ${ part(
			'googlesitekit-data-block__value'
		) } (${ part( 'googlesitekit-rating' ) })`;
	} );
}

/**
 * The recommendations as "title — savings".
 */
function recommendations(): string[] {
	const section = screen
		.getByRole( 'heading', { name: 'Top recommendations' } )
		.closest( 'section' ) as HTMLElement;
	return within( section )
		.queryAllByRole( 'listitem' )
		.map(
			( item ) =>
				`${ item.querySelector( '.googlesitekit-speed__insight-title' )
					?.textContent } — ${ item
					.querySelector( '.googlesitekit-speed__saving' )
					?.textContent?.replace( /\u00a0/g, ' ' ) }`
		);
}

describe( 'SpeedWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'shows the field data, the lab data and the top recommendations of the home page on mobile', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);

		expect( await sectionBlocks( 'Field data: real visitors' ) ).toEqual( [
			'Largest Contentful Paint: 2 s (Good)',
			'Interaction to Next Paint: 233 ms (Needs improvement)',
			'Cumulative Layout Shift: 0.08 (Good)',
			'First Contentful Paint: 1.7 s (Good)',
			'Time to First Byte: 1.3 s (Needs improvement)',
		] );
		expect( await sectionBlocks( 'Lab data: a simulated load' ) ).toEqual( [
			'Performance score: 59 (Needs improvement)',
			'Largest Contentful Paint: 4.9 s (Poor)',
			'Total Blocking Time: 640 ms (Poor)',
			'Cumulative Layout Shift: 0.134 (Needs improvement)',
			'First Contentful Paint: 2.1 s (Needs improvement)',
			'Speed Index: 3.3 s (Good)',
		] );
		// Largest saving relative to the metric's "good" threshold first:
		// CLS 0.05 of 0.1, LCP 800 of 2500 ms, LCP 450 ms, FCP 150 of 1800 ms;
		// then a failed insight that saves bytes only. Passed, informative and
		// saving-less insights are left out.
		expect( recommendations() ).toEqual( [
			'Layout shift culprits — Estimated savings: CLS −0.05',
			'Improve image delivery — Estimated savings: LCP −800 ms',
			'Render blocking requests — Estimated savings: LCP −450 ms, FCP −300 ms',
			'Legacy JavaScript — Estimated savings: FCP −150 ms, LCP −150 ms',
			'Use efficient cache lifetimes — Est savings of 96 KiB',
		] );
		expect(
			screen.getByRole( 'link', { name: 'Source: PageSpeed Insights' } )
		).toHaveAttribute(
			'href',
			'https://pagespeed.web.dev/report?url=http%3A%2F%2Fexample.org%2F&form_factor=mobile'
		);
		expect( test.itemsFor( PAGESPEED )[ 0 ].params ).toEqual( {
			url: 'http://example.org/',
			strategy: 'mobile',
		} );
	} );

	it( 'switches to the desktop report with its tab, by mouse and by arrow keys', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		const mobile = screen.getByRole( 'tab', { name: 'Mobile' } );
		const desktop = screen.getByRole( 'tab', { name: 'Desktop' } );
		expect(
			screen.getByRole( 'tablist', { name: 'Device' } )
		).toBeVisible();
		expect( mobile ).toHaveAttribute( 'aria-selected', 'true' );
		expect( desktop ).toHaveAttribute( 'tabindex', '-1' );
		expect(
			( await sectionBlocks( 'Lab data: a simulated load' ) )[ 0 ]
		).toBe( 'Performance score: 59 (Needs improvement)' );

		mobile.focus();
		fireEvent.keyDown( mobile, { key: 'ArrowRight' } );
		expect( desktop ).toHaveAttribute( 'aria-selected', 'true' );
		expect( desktop ).toHaveFocus();
		expect( screen.getByRole( 'tabpanel' ) ).toHaveAttribute(
			'aria-labelledby',
			desktop.id
		);
		expect(
			( await sectionBlocks( 'Lab data: a simulated load' ) )[ 0 ]
		).toBe( 'Performance score: 92 (Good)' );
		expect( recommendations() ).toEqual( [
			'Render blocking requests — Estimated savings: FCP −130 ms, LCP −130 ms',
			'Use efficient cache lifetimes — Est savings of 96 KiB',
		] );
		expect( test.itemsFor( PAGESPEED )[ 1 ].params ).toEqual( {
			url: 'http://example.org/',
			strategy: 'desktop',
		} );

		// The arrows wrap around; Home and End go to the first and last tab.
		fireEvent.keyDown( desktop, { key: 'ArrowRight' } );
		expect( mobile ).toHaveAttribute( 'aria-selected', 'true' );
		fireEvent.keyDown( mobile, { key: 'End' } );
		expect( desktop ).toHaveAttribute( 'aria-selected', 'true' );
		fireEvent.keyDown( desktop, { key: 'Home' } );
		expect( mobile ).toHaveFocus();

		fireEvent.click( desktop );
		expect( desktop ).toHaveAttribute( 'aria-selected', 'true' );
		// The desktop report was read once and is answered from the store.
		expect( test.itemsFor( PAGESPEED ) ).toHaveLength( 2 );
	} );

	it( 'shows a loading state until the report arrives', async () => {
		test = setUpWidgetTest( answers );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
		await sectionBlocks( 'Lab data: a simulated load' );
	} );

	it( 'shows an outage with Retry that runs the test again', async () => {
		test = setUpWidgetTest( () => INTERNAL_ERROR );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			CRITICAL_ERROR_TEXT
		);
		test.answerWith( answers );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect(
			( await sectionBlocks( 'Lab data: a simulated load' ) )[ 0 ]
		).toBe( 'Performance score: 59 (Needs improvement)' );
	} );

	it( 'shows a permissions error without Retry', async () => {
		test = setUpWidgetTest( () => INSUFFICIENT_PERMISSIONS );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toBeVisible();
		expect( screen.queryByRole( 'button', { name: 'Retry' } ) ).toBeNull();
	} );

	it( 'marks stale data', async () => {
		test = setUpWidgetTest( () => ( { value: PSI_MOBILE, stale: STALE } ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByText(
				/^Google’s service is unavailable right now/
			)
		).toHaveAttribute( 'role', 'status' );
	} );

	it( 'tests the page of an entity dashboard and labels the origin’s field data CrUX falls back to', async () => {
		// A page with too little traffic: CrUX answers with the origin's figures.
		test = setUpWidgetTest( () => ( {
			value: {
				...PSI_MOBILE,
				loadingExperience: {
					...PSI_MOBILE.originLoadingExperience,
					initial_url: BANANA,
					origin_fallback: true,
				},
			},
		} ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days', entityURL: BANANA },
			test.registry
		);
		expect(
			await screen.findByText(
				'Not enough visits to this page: field data for the whole site.'
			)
		).toBeVisible();
		expect(
			( await sectionBlocks( 'Field data: real visitors' ) )[ 0 ]
		).toBe( 'Largest Contentful Paint: 2.5 s (Good)' );
		expect( test.itemsFor( PAGESPEED )[ 0 ].params ).toEqual( {
			url: BANANA,
			strategy: 'mobile',
		} );
	} );

	it( 'labels the origin’s field data when the page has none of its own', async () => {
		test = setUpWidgetTest( () => ( {
			value: {
				...PSI_MOBILE,
				loadingExperience: { initial_url: BANANA },
			},
		} ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days', entityURL: BANANA },
			test.registry
		);
		expect(
			await screen.findByText(
				'Not enough visits to this page: field data for the whole site.'
			)
		).toBeVisible();
	} );

	it( 'says so when Google has no field data at all, and still shows the lab data', async () => {
		test = setUpWidgetTest( () => ( {
			value: {
				loadingExperience: { initial_url: 'http://example.org/' },
				originLoadingExperience: {
					initial_url: 'http://example.org/',
				},
				lighthouseResult: PSI_MOBILE.lighthouseResult,
			},
		} ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByText(
				/^Google has no field data for this page yet/
			)
		).toBeVisible();
		expect(
			( await sectionBlocks( 'Field data: real visitors' ) ).length
		).toBe( 0 );
		expect(
			( await sectionBlocks( 'Lab data: a simulated load' ) )[ 0 ]
		).toBe( 'Performance score: 59 (Needs improvement)' );
		expect(
			screen.queryByText( /field data for the whole site/ )
		).toBeNull();
	} );

	it( 'shows a failed Lighthouse run in plain words, with Google’s own message on demand', async () => {
		const google =
			'Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. Make sure you are testing the correct URL and that the server is properly responding to all requests. (Details: net::ERR_CONNECTION_FAILED)';
		const plain =
			'PageSpeed Insights could not load this page: your server did not answer Google’s request (net::ERR_CONNECTION_FAILED). Check that the page opens from outside your network and that no firewall or security plugin blocks Google.';
		test = setUpWidgetTest( () => ( {
			error: {
				code: 'lighthouse_error',
				message: plain,
				data: {
					status: 400,
					reason: 'FAILED_DOCUMENT_REQUEST',
					providerMessage: google,
				},
			},
		} ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			`Error: ${ plain }`
		);
		const summary = screen.getByText( 'Google’s message' );
		const details = summary.closest( 'details' ) as HTMLDetailsElement;
		expect( details.open ).toBe( false );
		fireEvent.click( summary );
		expect( details.open ).toBe( true );
		expect( within( details ).getByText( google ) ).toBeVisible();
		// It can be run again once the page is fixed.
		test.answerWith( answers );
		fireEvent.click( screen.getByRole( 'button', { name: 'Retry' } ) );
		expect(
			( await sectionBlocks( 'Lab data: a simulated load' ) )[ 0 ]
		).toBe( 'Performance score: 59 (Needs improvement)' );
	} );

	it( 'says PageSpeed Insights is slow after a few seconds, and keeps waiting for its answer', async () => {
		jest.useFakeTimers();
		try {
			test = setUpWidgetTest( answers );
			// Google takes its time: the answer is held until the test lets it go.
			const answered = window.fetch;
			let release: () => void = () => undefined;
			const google = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
			window.fetch = ( async ( ...args: Parameters< typeof fetch > ) => {
				await google;
				return answered( ...args );
			} ) as typeof fetch;
			renderWidget(
				SpeedWidget,
				{ dateRange: 'last-28-days' },
				test.registry
			);
			const slowText = /PageSpeed Insights is taking longer than usual/;
			act( () => {
				jest.advanceTimersByTime( SLOW_AFTER_MS - 1 );
			} );
			expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
			expect( screen.queryByText( slowText ) ).toBeNull();

			act( () => {
				jest.advanceTimersByTime( 1 );
			} );
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				slowText
			);
			// Still loading, never failing, however long Google takes.
			act( () => {
				jest.advanceTimersByTime( 55000 );
			} );
			expect( screen.getByRole( 'progressbar' ) ).toBeInTheDocument();
			expect( screen.queryByRole( 'alert' ) ).toBeNull();

			release();
			expect(
				( await sectionBlocks( 'Lab data: a simulated load' ) )[ 0 ]
			).toBe( 'Performance score: 59 (Needs improvement)' );
			expect( screen.queryByText( slowText ) ).toBeNull();

			// The desktop test starts its own clock.
			fireEvent.click( screen.getByRole( 'tab', { name: 'Desktop' } ) );
			await act( async () => {
				jest.advanceTimersByTime( SLOW_AFTER_MS - 1 );
			} );
			expect( screen.queryByText( slowText ) ).toBeNull();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'shows Google’s advice with its links, opening only http(s) addresses', async () => {
		const audits = PSI_MOBILE.lighthouseResult?.audits || {};
		test = setUpWidgetTest( () => ( {
			value: {
				...PSI_MOBILE,
				lighthouseResult: {
					...PSI_MOBILE.lighthouseResult,
					audits: {
						...audits,
						'cls-culprits-insight': {
							...audits[ 'cls-culprits-insight' ],
							description:
								'Shifts hurt. <img src=x onerror=alert(1)> [Fix them](https://developer.chrome.com/docs/performance/insights/cls-culprit) or [not this](javascript:alert(1)).',
						},
					},
				},
			},
		} ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		const summary = ( await screen.findAllByText( 'How to fix it' ) )[ 0 ];
		summary.focus();
		expect( summary ).toHaveFocus();
		fireEvent.click( summary );
		const details = summary.closest( 'details' ) as HTMLElement;
		expect(
			within( details ).getByRole( 'link', { name: /Fix them/ } )
		).toHaveAttribute(
			'href',
			'https://developer.chrome.com/docs/performance/insights/cls-culprit'
		);
		expect( within( details ).getAllByRole( 'link' ) ).toHaveLength( 1 );
		expect( details ).toHaveTextContent(
			'Shifts hurt. <img src=x onerror=alert(1)> Fix them'
		);
		expect( details ).toHaveTextContent( 'or not this.' );
		expect( details.querySelector( 'img' ) ).toBeNull();
	} );
} );
