/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { StaleInfo } from '../../../api/batch';
import { StaleNotice } from '../WidgetStates';

describe( 'StaleNotice', () => {
	const since = Math.floor( Date.UTC( 2024, 4, 2, 9, 30 ) / 1000 );

	const cases: Array< [ StaleInfo[ 'cause' ], RegExp ] > = [
		[ 'unavailable', /^Google’s service is unavailable right now;/ ],
		[ 'timeout', /^Google did not answer in time;/ ],
		[ 'network', /^Your site could not connect to Google;/ ],
		[ 'quota', /^Google’s usage limit for this site is reached for now;/ ],
		[
			'invalid_response',
			/^Google sent an answer Site Kit could not read;/,
		],
	];

	it.each( cases )(
		'names the cause %s and when the data shown is from',
		( cause, sentence ) => {
			render(
				<StaleNotice
					stale={ {
						since,
						code: 'internal_server_error',
						message:
							'There was a critical error on this website while fetching data.',
						cause,
					} }
				/>
			);
			const status = screen.getByRole( 'status' );
			expect( status ).toHaveTextContent( sentence );
			expect( status ).toHaveTextContent(
				/showing the data from .+2024.+\.$/
			);
			// One plain sentence: the server's own error text is not wrapped into it.
			expect( status ).not.toHaveTextContent( 'critical error' );
		}
	);

	it( 'says the service is unavailable when the server names no cause', () => {
		render(
			<StaleNotice
				stale={ { since, code: 'internal_server_error', message: 'x' } }
			/>
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			/^Google’s service is unavailable right now; showing the data from .+2024/
		);
	} );
} );
