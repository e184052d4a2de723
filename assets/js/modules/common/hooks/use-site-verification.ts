/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { get, set, toAPIError } from '../../../api';
import type { APIError } from '../../../api/types';

/** GET modules/site-verification/data/verification, POST …/verify. */
export interface VerificationResponse {
	verified: boolean;
	identifier: string;
}

export type VerificationStatus =
	| 'checking'
	| 'verifying'
	| 'verified'
	| 'error';

export interface SiteVerification {
	status: VerificationStatus;
	/** The site Google verified (the home URL), once verified. */
	identifier: string | null;
	error: APIError | null;
	/** Starts over after an error. */
	retry: () => void;
}

/**
 * Makes sure Google counts the signed-in user as an owner of the site: asks
 * whether it does, and when it does not, verifies the site (Site Kit places
 * the meta tag, Google fetches the home page and finds it).
 */
export function useSiteVerification(): SiteVerification {
	const [ attempt, setAttempt ] = useState( 0 );
	const [ state, setState ] = useState< {
		status: VerificationStatus;
		identifier: string | null;
		error: APIError | null;
	} >( { status: 'checking', identifier: null, error: null } );

	useEffect( () => {
		let live = true;
		const update = ( next: typeof state ) => {
			if ( live ) {
				setState( next );
			}
		};
		( async () => {
			update( { status: 'checking', identifier: null, error: null } );
			try {
				// Ownership can change at Google at any time: never from the cache.
				const check = await get< VerificationResponse >(
					'modules',
					'site-verification',
					'verification',
					{},
					{ useCache: false }
				);
				if ( check.verified ) {
					update( {
						status: 'verified',
						identifier: check.identifier,
						error: null,
					} );
					return;
				}
				update( {
					status: 'verifying',
					identifier: null,
					error: null,
				} );
				const result = await set< VerificationResponse >(
					'modules',
					'site-verification',
					'verify'
				);
				update( {
					status: 'verified',
					identifier: result.identifier,
					error: null,
				} );
			} catch ( error ) {
				update( {
					status: 'error',
					identifier: null,
					error: toAPIError( error ),
				} );
			}
		} )();
		return () => {
			live = false;
		};
	}, [ attempt ] );

	const retry = useCallback( () => setAttempt( ( value ) => value + 1 ), [] );
	return { ...state, retry };
}
