/**
 * The resolvers of state datapoints (the user's authentication, the module
 * list, a module's settings…): read once, past the sessionStorage cache (the
 * page preloads them and they must be fresh), the error kept under the base
 * selector; and the resolvers of the selectors derived from such a datapoint,
 * which wait for its resolver so the request goes out once.
 */

/**
 * Internal dependencies
 */
import { get } from '../../api';
import type { APIError } from '../../api/types';
import type {
	ActionResult,
	CurriedSelectors,
	ResolveSelectors,
	Thunk,
	ThunkDispatch,
} from '../types';
import { clearError, receiveError, type ErrorAction } from './errors';
import { request } from './request';

/** A datapoint of the REST API: type, identifier, name (`core/user/data/authentication`). */
export type DatapointPath = readonly [ string, string, string ];

export interface FetchResolverOptions< Action, Selectors, Response > {
	/** The base selector: its resolver, and the name its error is kept under. */
	selector: keyof Selectors & string;
	/** The datapoint read (GET, past the cache). */
	datapoint: DatapointPath;
	/** The loaded value (undefined until loaded: then the resolver reads). */
	loaded: ( select: CurriedSelectors< Selectors > ) => unknown;
	/** The action that stores the response. */
	receive: ( response: Response ) => Action;
}

/**
 * Reads a state datapoint into the store: on success its `receive` action
 * (and the base selector's error cleared), else the error stored.
 *
 * @param dispatch The store's dispatch.
 * @param options  What to read and where it goes.
 */
export async function fetchInto< Action, Selectors, Response >(
	dispatch: ThunkDispatch< Action | ErrorAction, Selectors >,
	options: Omit<
		FetchResolverOptions< Action, Selectors, Response >,
		'loaded'
	>
): Promise< ActionResult< Response, APIError > > {
	const [ type, identifier, name ] = options.datapoint;
	const result = await request( () =>
		get< Response >( type, identifier, name, {}, { useCache: false } )
	);
	if ( result.error ) {
		dispatch( receiveError( result.error, options.selector ) );
	} else {
		dispatch( clearError( options.selector ) );
		dispatch( options.receive( result.response ) );
	}
	return result;
}

/**
 * The two resolver shapes of a store's state datapoints, typed for its
 * actions and selectors:
 * `fetch( options )`, the resolver of a base selector that reads its
 * datapoint once; `via( selector )`, the resolver of a selector derived from a
 * base selector, which waits for the base selector's resolver.
 */
export function stateResolvers< Action, Selectors >() {
	type Resolver = () => Thunk< Action | ErrorAction, Selectors >;
	return {
		fetch:
			< Response >(
				options: FetchResolverOptions< Action, Selectors, Response >
			): Resolver =>
			() =>
			async ( { dispatch, select } ) => {
				if ( options.loaded( select ) !== undefined ) {
					return;
				}
				await fetchInto( dispatch, options );
			},
		via:
			( selector: keyof Selectors & string ): Resolver =>
			() =>
			async ( { resolveSelect } ) => {
				const resolve = resolveSelect[ selector ] as unknown as (
					this: ResolveSelectors< Selectors >
				) => Promise< unknown >;
				await resolve.call( resolveSelect );
			},
	};
}
