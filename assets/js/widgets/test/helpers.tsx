/**
 * Test helpers for widgets: a real registry and real stores, with only
 * `window.fetch` faked — the module list, the permissions and the batch
 * endpoint answer like the plugin's REST API does.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../api/test/fake-server';
import type { APIError } from '../../api/types';
import type { StaleInfo } from '../../api/batch';
import Root from '../../components/Root';
import { CompareModeContext } from '../hooks/compare-mode';
import { parseRangeKey, type CompareMode } from '../../util/date-range';
import { createTestRegistry } from '../../datastore/registry';
import type { Registry } from '../../datastore/types';
import type { WidgetProps } from '../components';

export const ADMIN_URL = 'http://example.org/wp-admin/';
export const HOME_URL = 'http://example.org';
export const SITE_NAME = 'Harvest & Hearth';
export const RECONNECT_URL =
	'http://example.org/wp-admin/index.php?action=googlesitekit_connect&nonce=abc';

export interface BatchItem {
	key: string;
	path: string;
	params: Record< string, unknown >;
}

export type BatchAnswer =
	| { value: unknown; stale?: StaleInfo }
	| { error: APIError };

/** Answers one item of a batch; the path is e.g. `modules/analytics/data/report`. */
export type BatchResponder = ( item: BatchItem ) => BatchAnswer;

export type ModuleStates = Record<
	string,
	{ active: boolean; connected?: boolean }
>;

const ALL_CONNECTED: ModuleStates = {
	'search-console': { active: true, connected: true },
	analytics: { active: true, connected: true },
	adsense: { active: true, connected: true },
	'pagespeed-insights': { active: true, connected: true },
};

/**
 * The module list the server would answer.
 *
 * @param states Which modules are active and connected.
 */
function moduleList( states: ModuleStates ) {
	return Object.entries( states ).map( ( [ slug, state ], order ) => ( {
		slug,
		name: slug,
		description: '',
		homepage: '',
		order,
		internal: false,
		forceActive: slug === 'search-console',
		shareable: true,
		active: state.active,
		connected: state.active && ( state.connected ?? true ),
		dependencies: [],
		dependants: [],
		owner: { id: 1, login: 'admin' },
		requiredScopes: [],
		checkRequirementsError: null,
	} ) );
}

export interface WidgetTest {
	server: FakeServer;
	registry: Registry;
	/** Replaces how the batch endpoint answers from now on. */
	answerWith: ( responder: BatchResponder ) => void;
	/** Every item the batch endpoint received, oldest first. */
	batchItems: () => BatchItem[];
	/** The items of one datapoint path. */
	itemsFor: ( path: string ) => BatchItem[];
}

/**
 * Boot data, a fake server and a fresh registry for a widget test.
 *
 * @param responder           How the batch endpoint answers.
 * @param options             Options.
 * @param options.modules     Module states (default: every module connected).
 * @param options.permissions Capabilities of the user (default: an admin).
 */
export function setUpWidgetTest(
	responder: BatchResponder,
	{
		modules = ALL_CONNECTED,
		permissions = { googlesitekit_manage_options: true },
	}: {
		modules?: ModuleStates;
		permissions?: Record< string, boolean >;
	} = {}
): WidgetTest {
	setTestBaseData( {
		adminURL: ADMIN_URL,
		homeURL: HOME_URL,
		siteName: SITE_NAME,
	} );
	const server = fakeServer();
	let answer = responder;
	server.on( 'GET', 'core/modules/data/list', {
		body: moduleList( modules ),
	} );
	server.on( 'GET', 'core/user/data/permissions', { body: permissions } );
	server.on( 'POST', 'core/reports/data/batch', ( request ) => {
		const body = request.body as { data: { requests: BatchItem[] } };
		const answers: Record< string, BatchAnswer > = {};
		for ( const item of body.data.requests ) {
			answers[ item.key ] = answer( item );
		}
		return { body: answers };
	} );
	const batchItems = () =>
		server
			.requestsTo( 'POST', 'core/reports/data/batch' )
			.flatMap(
				( request ) =>
					( request.body as { data: { requests: BatchItem[] } } ).data
						.requests
			);
	return {
		server,
		registry: createTestRegistry(),
		answerWith: ( next ) => {
			answer = next;
		},
		batchItems,
		itemsFor: ( path ) =>
			batchItems().filter( ( item ) => item.path === path ),
	};
}

/**
 * Puts things back after a widget test.
 *
 * @param test The test's setup.
 */
export function tearDownWidgetTest( test: WidgetTest | undefined ): void {
	test?.server.restore();
	window.sessionStorage.clear();
	delete window._googlesitekitBaseData;
}

/**
 * Renders a widget as the dashboard does, in Root with the test's registry and the user's compare mode.
 *
 * @param Component The widget component.
 * @param props     Widget props.
 * @param registry  The test's registry.
 * @param compare   The compare mode the dashboard provides (the one named in the range key by default).
 */
export function renderWidget(
	Component: ComponentType< WidgetProps >,
	props: WidgetProps,
	registry: Registry,
	compare: CompareMode = parseRangeKey( props.dateRange )?.compare ||
		'previous-period'
) {
	return render(
		<Root registry={ registry }>
			<CompareModeContext.Provider value={ compare }>
				<Component { ...props } />
			</CompareModeContext.Provider>
		</Root>
	);
}

/**
 * A data block on the screen, by its title.
 *
 * @param title The block's title.
 */
export async function findDataBlock( title: string ): Promise< HTMLElement > {
	const heading = await screen.findByRole( 'heading', {
		level: 4,
		name: title,
	} );
	return heading.closest( '.googlesitekit-data-block' ) as HTMLElement;
}

/**
 * The value and change a data block shows.
 *
 * @param title The block's title.
 */
export async function dataBlockText(
	title: string
): Promise< { value: string; change: string | null; source: string | null } > {
	const block = await findDataBlock( title );
	const value = block.querySelector( '.googlesitekit-data-block__value' );
	const change = block.querySelector( '.googlesitekit-data-block__change' );
	const source = within( block ).queryByRole( 'link' );
	return {
		value: value?.textContent || '',
		change: change?.textContent?.replace( /\s+/g, ' ' ).trim() || null,
		source: source?.getAttribute( 'href' ) || null,
	};
}

/** A provider outage as the server reports it. */
export const INTERNAL_ERROR: BatchAnswer = {
	error: {
		code: 'internal_server_error',
		message: 'Internal error encountered.',
		data: { status: 500 },
	},
};

/** A property the user may not read. */
export const INSUFFICIENT_PERMISSIONS: BatchAnswer = {
	error: {
		code: 'PERMISSION_DENIED',
		message: 'User does not have sufficient permission for this property.',
		data: { status: 403, reason: 'insufficientPermissions' },
	},
};

/** A refused token. */
export const AUTH_ERROR: BatchAnswer = {
	error: {
		code: 'oauth_token_error',
		message: 'Token has been expired or revoked.',
		data: { status: 401, reconnectURL: RECONNECT_URL },
	},
};

/** When the server served the last good value during an outage. */
export const STALE: StaleInfo = {
	since: 1700000000,
	code: 'internal_server_error',
	message: 'Backend Error',
};

/** The message internal_server_error shows as (spec §8). */
export const CRITICAL_ERROR_TEXT =
	'Error: There was a critical error on this website while fetching data.';
