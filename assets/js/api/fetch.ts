/**
 * WordPress dependencies
 */
import apiFetch, {
	type APIFetchMiddleware,
	type APIFetchOptions,
} from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getBaseData } from './base-data';
import { errorMiddleware } from './middlewares/error';
import { createNonceMiddleware } from './middlewares/nonce';
import { createPreloadingMiddleware } from './middlewares/preloading';
import { createRootURLMiddleware } from './middlewares/root-url';

/**
 * Sends a request through Site Kit's middlewares, then through apiFetch.
 *
 * The middlewares wrap only our own calls instead of being registered on the
 * page's shared apiFetch (`apiFetch.use`), which core and other plugins use
 * too. They read the boot data on each call, so what the page printed is
 * what gets used.
 *
 * @param options apiFetch options (`path` relative to the REST root).
 */
export function siteKitFetch< T >( options: APIFetchOptions ): Promise< T > {
	const { restNonce, restRoot, preloadedData } = getBaseData();
	const chain: APIFetchMiddleware[] = [
		errorMiddleware,
		createPreloadingMiddleware( preloadedData ),
		createNonceMiddleware( restNonce ),
		createRootURLMiddleware( restRoot ),
	];
	const handler = chain.reduceRight< ( o: APIFetchOptions ) => Promise< T > >(
		( next, middleware ) => ( opts ) => middleware( opts, next ),
		( opts ) => apiFetch< T >( opts )
	);
	return handler( options );
}
