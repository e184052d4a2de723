/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { APIError } from '../../../api/types';
import { useDatapointActions } from './use-datapoint';

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
	const { checkDatapoint, setDatapoint } = useDatapointActions();
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
			const fail = ( error: APIError ) =>
				update( { status: 'error', identifier: null, error } );
			// Ownership can change at Google at any time: never from the cache.
			const check = await checkDatapoint< VerificationResponse >(
				'site-verification',
				'verification'
			);
			if ( check.error ) {
				fail( check.error );
				return;
			}
			if ( check.response.verified ) {
				update( {
					status: 'verified',
					identifier: check.response.identifier,
					error: null,
				} );
				return;
			}
			update( {
				status: 'verifying',
				identifier: null,
				error: null,
			} );
			const result = await setDatapoint< VerificationResponse >(
				'site-verification',
				'verify'
			);
			if ( result.error ) {
				fail( result.error );
				return;
			}
			update( {
				status: 'verified',
				identifier: result.response.identifier,
				error: null,
			} );
		} )();
		return () => {
			live = false;
		};
	}, [ attempt, checkDatapoint, setDatapoint ] );

	const retry = useCallback( () => setAttempt( ( value ) => value + 1 ), [] );
	return { ...state, retry };
}
