/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import SpeedWidget from '../SpeedWidget';
import { PSI_DESKTOP, PSI_MOBILE } from '../../test/pagespeed-fixture';
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
} from '../../test/helpers';

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
		const recommendations = within(
			screen
				.getByRole( 'heading', { name: 'Top recommendations' } )
				.closest( 'section' ) as HTMLElement
		)
			.getAllByRole( 'listitem' )
			.map( ( item ) => item.textContent?.replace( /\u00a0/g, ' ' ) );
		expect( recommendations ).toEqual( [
			'Serve images in next-gen formatsEst savings of 800 ms',
			'Reduce unused JavaScriptEst savings of 780 ms',
			'Defer offscreen imagesEst savings of 740 ms',
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
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Google could not be reached'
		);
	} );

	it( 'tests the page of an entity dashboard, with the site’s field data when the page has too few visits', async () => {
		test = setUpWidgetTest( () => ( {
			value: {
				...PSI_MOBILE,
				loadingExperience: { id: BANANA },
			},
		} ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days', entityURL: BANANA },
			test.registry
		);
		expect(
			await screen.findByText(
				'Too few visits of this page: these are the figures of the whole site.'
			)
		).toBeVisible();
		expect( test.itemsFor( PAGESPEED )[ 0 ].params ).toEqual( {
			url: BANANA,
			strategy: 'mobile',
		} );
	} );

	it( 'says so when there is no field data at all', async () => {
		test = setUpWidgetTest( () => ( {
			value: { lighthouseResult: PSI_MOBILE.lighthouseResult },
		} ) );
		renderWidget(
			SpeedWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByText( /Not enough visitors with Chrome/ )
		).toBeVisible();
	} );
} );
