/**
 * A fake of the WordPress REST server for tests: it replaces `window.fetch`
 * (jsdom has none), so requests go through the real apiFetch and the real
 * middlewares and only the network is faked. Responses are Response-shaped
 * objects (status, headers, json(), text()), which is all apiFetch reads.
 */

export const TEST_REST_ROOT = 'http://example.org/wp-json/';
export const NAMESPACE = 'google-site-kit/v1';

export interface FakeRequest {
	method: string;
	/** Path under the REST root without the query, e.g. `google-site-kit/v1/core/user/data/authentication`. */
	path: string;
	query: Record< string, string >;
	headers: Record< string, string >;
	body: unknown;
}

export interface FakeReply {
	status?: number;
	/** Sent as JSON. */
	body?: unknown;
	/** Sent as is (to send something that is not JSON). */
	rawBody?: string;
	/** Fail like a dropped connection. */
	networkError?: boolean;
}

type Responder = ( request: FakeRequest ) => FakeReply;

function fakeResponse( status: number, text: string ) {
	return {
		status,
		ok: status >= 200 && status < 300,
		statusText: String( status ),
		headers: new Headers( { 'Content-Type': 'application/json' } ),
		json: () => new Promise( ( resolve ) => resolve( JSON.parse( text ) ) ),
		text: () => Promise.resolve( text ),
	};
}

export interface FakeServer {
	/**
	 * Answers a route. `route` is the datapoint path below the namespace,
	 * e.g. `core/user/data/authentication`.
	 */
	on: (
		method: 'GET' | 'POST',
		route: string,
		reply: FakeReply | Responder
	) => void;
	/** Every request received, oldest first. */
	requests: FakeRequest[];
	/** The requests to one route. */
	requestsTo: ( method: 'GET' | 'POST', route: string ) => FakeRequest[];
	restore: () => void;
}

/**
 * Installs a fake server on `window.fetch`. Unknown routes answer like
 * WordPress does (404 `rest_no_route`).
 */
export function fakeServer(): FakeServer {
	const routes = new Map< string, Responder >();
	const requests: FakeRequest[] = [];

	window.fetch = ( async (
		input: RequestInfo | URL,
		init: RequestInit = {}
	) => {
		const url = new URL( String( input ) );
		const root = new URL( TEST_REST_ROOT );
		const path = url.pathname.slice( root.pathname.length );
		const headers = Object.fromEntries(
			Object.entries( ( init.headers || {} ) as Record< string, string > )
		);
		const request: FakeRequest = {
			method: ( init.method || 'GET' ).toUpperCase(),
			path,
			query: Object.fromEntries( url.searchParams.entries() ),
			headers,
			body:
				typeof init.body === 'string'
					? JSON.parse( init.body )
					: undefined,
		};
		requests.push( request );
		const responder = routes.get( `${ request.method } ${ path }` );
		const reply: FakeReply = responder
			? responder( request )
			: {
					status: 404,
					body: {
						code: 'rest_no_route',
						message:
							'No route was found matching the URL and request method.',
						data: { status: 404 },
					},
			  };
		if ( reply.networkError ) {
			throw new TypeError( 'Failed to fetch' );
		}
		return fakeResponse(
			reply.status ?? 200,
			reply.rawBody ?? JSON.stringify( reply.body ?? null )
		);
	} ) as unknown as typeof window.fetch;

	return {
		on( method, route, reply ) {
			routes.set(
				`${ method } ${ NAMESPACE }/${ route }`,
				typeof reply === 'function' ? reply : () => reply
			);
		},
		requests,
		requestsTo( method, route ) {
			return requests.filter(
				( request ) =>
					request.method === method &&
					request.path === `${ NAMESPACE }/${ route }`
			);
		},
		restore() {
			// @ts-expect-error jsdom has no fetch of its own to put back.
			delete window.fetch;
		},
	};
}

/**
 * Boot data for tests: a REST root the fake server answers, a nonce, a site prefix.
 *
 * @param extra Fields to add or override.
 */
export function setTestBaseData(
	extra: Partial< NonNullable< Window[ '_googlesitekitBaseData' ] > > = {}
): void {
	window._googlesitekitBaseData = {
		pluginVersion: '1.99.0',
		restRoot: TEST_REST_ROOT,
		restNonce: 'test-nonce',
		sitePrefix: 'abc123',
		...extra,
	};
}
