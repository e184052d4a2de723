/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	HOME_URL,
	holdRequests,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../common/test/helpers';
import SetupMain from '../SetupMain';

const VERIFICATION = 'modules/site-verification/data/verification';
const VERIFY = 'modules/site-verification/data/verify';

describe( 'Site Verification setup', () => {
	let t: ModuleTest;
	let finishSetup: jest.Mock;

	beforeEach( () => {
		t = setUpModuleTest();
		finishSetup = jest.fn();
		t.server.on( 'GET', VERIFICATION, {
			body: { verified: false, identifier: HOME_URL },
		} );
		t.server.on( 'POST', VERIFY, {
			body: { verified: true, identifier: HOME_URL },
		} );
	} );

	afterEach( () => t.cleanup() );

	it( 'checks, verifies with progress shown, then finishes on Continue', async () => {
		const release = holdRequests( VERIFY );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect(
			await screen.findByRole( 'progressbar', {
				name: 'Verifying your ownership of this site with Google…',
			} )
		).toBeInTheDocument();
		release();

		expect(
			await screen.findByText(
				'Google has verified that you own http://example.org/.'
			)
		).toBeInTheDocument();
		expect( finishSetup ).not.toHaveBeenCalled();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		expect( finishSetup ).toHaveBeenCalledTimes( 1 );
		expect( t.server.requestsTo( 'POST', VERIFY ) ).toHaveLength( 1 );
	} );

	it( 'counts a verified domain that covers the site and places no meta tag', async () => {
		t.server.on( 'GET', VERIFICATION, {
			body: {
				verified: true,
				identifier: 'example.org',
				type: 'INET_DOMAIN',
			},
		} );
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect(
			await screen.findByText(
				'Google has verified that you own example.org.'
			)
		).toBeInTheDocument();
		expect( t.server.requestsTo( 'POST', VERIFY ) ).toHaveLength( 0 );
	} );

	it( 'asks Google past the cache every time', async () => {
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await screen.findByRole( 'button', { name: 'Continue' } );
		expect( window.sessionStorage ).toHaveLength( 0 );
	} );

	it( 'shows Google’s reason when the meta tag was not found, and tries again', async () => {
		t.server.on(
			'POST',
			VERIFY,
			restError(
				'INVALID_ARGUMENT',
				'The necessary verification token could not be found on your site.',
				{ status: 400 }
			)
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: The necessary verification token could not be found on your site.'
		);
		expect(
			screen.getByText(
				'Site Kit could not verify that you own this site.'
			)
		).toBeInTheDocument();

		t.server.on( 'POST', VERIFY, {
			body: { verified: true, identifier: HOME_URL },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try again' } )
		);
		await screen.findByRole( 'button', { name: 'Continue' } );
		await waitFor( () =>
			expect( t.server.requestsTo( 'GET', VERIFICATION ) ).toHaveLength(
				2
			)
		);
	} );

	it( 'offers to grant a missing permission and come back', async () => {
		t.server.on(
			'GET',
			VERIFICATION,
			restError( 'missing_required_scopes', 'More permissions needed.', {
				status: 403,
				scopes: [ 'https://www.googleapis.com/auth/siteverification' ],
				reconnectURL:
					'http://example.org/wp-admin/admin-post.php?action=googlesitekit_connect',
			} )
		);
		t.render( <SetupMain finishSetup={ finishSetup } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Grant permission' } )
		);
		expect( t.navigations ).toHaveLength( 1 );
		expect(
			new URL( t.navigations[ 0 ] ).searchParams.get( 'redirect' )
		).toBe( window.location.href );
		expect(
			screen.queryByRole( 'button', { name: 'Try again' } )
		).not.toBeInTheDocument();
	} );
} );
