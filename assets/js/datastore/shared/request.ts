/**
 * Internal dependencies
 */
import { toAPIError } from '../../api/errors';
import type { APIError } from '../../api/types';
import type { ActionResult } from '../types';

/**
 * Runs an API call and answers `{ response }` or `{ error }` instead of
 * throwing, the shape every action that calls the server resolves with.
 *
 * @param call The API call.
 */
export async function request< Response >(
	call: () => Promise< Response >
): Promise< ActionResult< Response, APIError > > {
	try {
		return { response: await call() };
	} catch ( error ) {
		return { error: toAPIError( error ) };
	}
}
