/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { StaleNotice } from '../WidgetStates';

describe( 'StaleNotice', () => {
	const since = Math.floor( Date.UTC( 2024, 4, 2, 9, 30 ) / 1000 );

	it( 'says Google could not be reached when the provider failed', () => {
		render(
			<StaleNotice
				stale={ {
					since,
					code: 'internal_server_error',
					message: 'x',
				} }
			/>
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			/^Google could not be reached; showing the data from .+2024/
		);
	} );

	it( 'says Google no longer accepts the access when the sign-in was refused', () => {
		render(
			<StaleNotice
				stale={ {
					since,
					code: 'oauth_token_error',
					message: 'Token has been expired or revoked.',
				} }
			/>
		);
		const status = screen.getByRole( 'status' );
		expect( status ).toHaveTextContent(
			/^Google no longer accepts Site Kit’s access; showing the data from .+2024/
		);
		expect( status ).not.toHaveTextContent( 'could not be reached' );
	} );
} );
