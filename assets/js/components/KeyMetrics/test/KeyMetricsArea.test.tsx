/**
 * The Key metrics section and its Change metrics panel, on a real registry with the modules' real tile
 * registrations; only window.fetch is faked.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import '../../../widgets/test/chart-env';
import { setTestBaseData } from '../../../api/test/fake-server';
import {
	KEY_METRICS_AREA,
	widgetsStore,
	type WidgetArea,
} from '../../../datastore/widgets';
import { registerDashboardWidgets } from '../../../widgets/register';
import {
	ADMIN_URL,
	HOME_URL,
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type ModuleStates,
	type WidgetTest,
} from '../../../widgets/test/helpers';
import KeyMetricsArea from '../KeyMetricsArea';
import {
	TILES,
	suggestedTiles,
} from '../../../widgets/key-metrics/suggestions';

const KEY_METRICS = 'core/user/data/key-metrics';

let test: WidgetTest;

/**
 * A dashboard's Key metrics section for a user with these picks and this purpose answer.
 *
 * @param options             Options.
 * @param options.picked      The user's saved tiles.
 * @param options.purpose     The purpose answer.
 * @param options.modules     Module states.
 * @param options.viewOnly    A view-only dashboard (with the given shared modules).
 * @param options.shared      Modules shared with the view-only user.
 * @param options.saveAnswers How the server answers a save.
 */
function setUp( {
	picked = [],
	purpose,
	modules,
	viewOnly = false,
	shared = [],
	saveAnswers,
}: {
	picked?: string[];
	purpose?: string;
	modules?: ModuleStates;
	viewOnly?: boolean;
	shared?: string[];
	saveAnswers?: ( body: { widgetSlugs: string[] } ) => {
		status?: number;
		body: unknown;
	};
} = {} ) {
	test = setUpWidgetTest(
		( item ) => {
			if ( item.path === 'modules/analytics/data/custom-dimensions' ) {
				return { value: [] };
			}
			if ( item.path === 'modules/analytics/data/detected-events' ) {
				return { value: { leads: false, purchases: false } };
			}
			return { value: {} };
		},
		{
			modules,
			permissions: viewOnly
				? Object.fromEntries(
						shared.map( ( slug ) => [
							`googlesitekit_read_shared_module_data::["${ slug }"]`,
							true,
						] )
				  )
				: { googlesitekit_manage_options: true },
		}
	);
	setTestBaseData( {
		adminURL: ADMIN_URL,
		homeURL: HOME_URL,
		viewContext: viewOnly ? 'mainDashboardViewOnly' : 'mainDashboard',
	} );
	let saved = picked;
	test.server.on( 'GET', KEY_METRICS, () => ( {
		body: { widgetSlugs: saved, isWidgetHidden: false },
	} ) );
	test.server.on( 'POST', KEY_METRICS, ( request ) => {
		const data = ( request.body as { data: { widgetSlugs: string[] } } )
			.data;
		const answer = saveAnswers?.( data );
		if ( answer ) {
			return answer;
		}
		saved = data.widgetSlugs;
		return { body: { widgetSlugs: saved, isWidgetHidden: false } };
	} );
	test.server.on( 'GET', 'core/user/data/user-input-settings', {
		body: {
			purpose: { values: purpose ? [ purpose ] : [], scope: 'site' },
			postFrequency: { values: [], scope: 'user' },
			goals: { values: [], scope: 'user' },
		},
	} );
	registerDashboardWidgets( test.registry );
	const area = test.registry
		.select( widgetsStore )
		.getWidgetAreas( 'mainDashboardKeyMetrics' )[ 0 ] as WidgetArea;
	expect( area.slug ).toBe( KEY_METRICS_AREA );
	renderWidget(
		( props ) => <KeyMetricsArea area={ area } { ...props } />,
		{ dateRange: 'last-28-days' },
		test.registry
	);
}

/**
 * Lets the tiles' batched reads (sent after a few ms) come back inside act().
 */
async function settle(): Promise< void > {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 120 ) );
	} );
}

/**
 * The tile slugs the section shows, once it shows them (and their reads are answered).
 */
async function shownTiles(): Promise< string[] > {
	await waitFor( () =>
		expect( document.querySelector( '[data-key-metric]' ) ).not.toBeNull()
	);
	await settle();
	return Array.from( document.querySelectorAll( '[data-key-metric]' ) ).map(
		( node ) => node.getAttribute( 'data-key-metric' ) || ''
	);
}

afterEach( async () => {
	await settle();
	tearDownWidgetTest( test );
} );

describe( 'KeyMetricsArea', () => {
	it( 'shows the tiles the purpose answer suggests until the user picks some', async () => {
		setUp( { purpose: 'publish_news' } );
		expect( await shownTiles() ).toEqual(
			suggestedTiles( 'publish_news' )
		);
		expect(
			screen.getByText(
				'Suggested from your answers about your site — change them any time'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the user’s picks in their order', async () => {
		const picked = [
			TILES.visitLength,
			TILES.newVisitors,
			TILES.topCities,
		];
		setUp( { picked, purpose: 'publish_news' } );
		expect( await shownTiles() ).toEqual( picked );
		expect(
			screen.getByText( 'The metrics you picked for your site' )
		).toBeInTheDocument();
	} );

	it( 'says why a tile of a module that is not connected cannot work, with a link to set it up', async () => {
		setUp( {
			picked: [ TILES.topEarningContent, TILES.newVisitors ],
			modules: {
				'search-console': { active: true },
				analytics: { active: true },
				adsense: { active: false },
				'pagespeed-insights': { active: true },
			},
		} );
		await shownTiles();
		const tile = document.querySelector(
			`[data-key-metric="${ TILES.topEarningContent }"]`
		) as HTMLElement;
		expect(
			within( tile ).getByText( 'Connect adsense to see this metric.' )
		).toBeInTheDocument();
		expect( await within( tile ).findByRole( 'link' ) ).toHaveAttribute(
			'href',
			expect.stringContaining( 'slug=adsense' )
		);
		// Nothing is read for it.
		expect(
			test
				.batchItems()
				.filter( ( item ) =>
					item.path.startsWith( 'modules/adsense/' )
				)
		).toEqual( [] );
	} );

	it( 'on a view-only dashboard, leaves out the tiles of modules not shared with the user', async () => {
		setUp( {
			viewOnly: true,
			shared: [ 'analytics' ],
			picked: [
				TILES.newVisitors,
				TILES.popularKeywords,
				TILES.topEarningContent,
			],
		} );
		expect( await shownTiles() ).toEqual( [ TILES.newVisitors ] );
	} );

	it( 'Change metrics: 2 to 8 tiles, the rest disabled with the reason, saved on the server', async () => {
		const user = userEvent.setup();
		setUp( { purpose: 'other' } );
		await shownTiles();
		const change = screen.getByRole( 'button', { name: 'Change metrics' } );
		await user.click( change );
		const panel = await screen.findByRole( 'dialog', {
			name: 'Change metrics',
		} );
		for ( const group of [ 'Visitors', 'Traffic', 'Content' ] ) {
			expect(
				within( panel ).getByRole( 'group', { name: group } )
			).toBeInTheDocument();
		}
		const save = within( panel ).getByRole( 'button', { name: 'Save' } );
		// Down to one: not enough.
		for ( const name of [
			'New visitors',
			'Top traffic source',
			'Most engaged traffic source',
		] ) {
			await user.click(
				within( panel ).getByRole( 'checkbox', { name } )
			);
		}
		expect(
			within( panel ).getByText( '1 of 8 selected' )
		).toBeInTheDocument();
		expect(
			within( panel ).getByText( 'Pick at least 2 metrics.' )
		).toBeInTheDocument();
		expect( save ).toBeDisabled();
		// Up to eight: the others are disabled and say why.
		for ( const name of [
			'Returning visitors',
			'Pages per visit',
			'Visit length',
			'Visits per visitor',
			'Top cities',
			'Top countries',
			'Most popular content',
		] ) {
			await user.click(
				within( panel ).getByRole( 'checkbox', { name } )
			);
		}
		expect(
			within( panel ).getByText( '8 of 8 selected' )
		).toBeInTheDocument();
		const ninth = within( panel ).getByRole( 'checkbox', {
			name: 'Top traffic source',
		} );
		expect( ninth ).toBeDisabled();
		expect( ninth ).toHaveAccessibleDescription(
			expect.stringContaining(
				'You can show up to 8 metrics. Unselect one to pick another.'
			)
		);
		await user.click( save );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'dialog', { name: 'Change metrics' } )
			).not.toBeInTheDocument()
		);
		const sent = test.server.requestsTo( 'POST', KEY_METRICS )[ 0 ]
			.body as { data: { widgetSlugs: string[] } };
		const expected = [
			TILES.popularKeywords,
			TILES.returningVisitors,
			TILES.pagesPerVisit,
			TILES.visitLength,
			TILES.visitsPerVisitor,
			TILES.topCities,
			TILES.topCountries,
			TILES.popularContent,
		];
		expect( sent.data.widgetSlugs ).toEqual( expected );
		expect( await shownTiles() ).toEqual( expected );
		expect( change ).toHaveFocus();
		// Some twenty simulated clicks: jest's default 5 s runs out on a loaded machine (no speed is asserted).
	}, 20000 );

	it( 'keeps the panel and the choice when the server refuses the save, and closes on Escape', async () => {
		const user = userEvent.setup();
		setUp( {
			purpose: 'other',
			saveAnswers: () => ( {
				status: 400,
				body: {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): widgetSlugs',
					data: { status: 400 },
				},
			} ),
		} );
		const before = await shownTiles();
		await user.click(
			screen.getByRole( 'button', { name: 'Change metrics' } )
		);
		const panel = await screen.findByRole( 'dialog', {
			name: 'Change metrics',
		} );
		await user.click(
			within( panel ).getByRole( 'checkbox', { name: 'Top cities' } )
		);
		await user.click(
			within( panel ).getByRole( 'button', { name: 'Save' } )
		);
		expect( await within( panel ).findByRole( 'alert' ) ).toHaveTextContent(
			'widgetSlugs'
		);
		expect(
			within( panel ).getByRole( 'checkbox', { name: 'Top cities' } )
		).toBeChecked();
		expect( await shownTiles() ).toEqual( before );
		await act( async () => {
			await user.keyboard( '{Escape}' );
		} );
		expect(
			screen.queryByRole( 'dialog', { name: 'Change metrics' } )
		).not.toBeInTheDocument();
	} );
} );
