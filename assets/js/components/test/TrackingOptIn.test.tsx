/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	holdRequests,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../modules/common/test/helpers';
import Root from '../Root';
import TrackingOptIn from '../TrackingOptIn';

const LABEL = 'Help us improve Site Kit by sharing anonymous usage statistics.';

describe( 'TrackingOptIn', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest();
		t.server.on( 'GET', 'core/user/data/tracking', {
			body: { enabled: false },
		} );
		window._googlesitekitDataLayer = [];
	} );

	afterEach( () => {
		t.cleanup();
		delete window._googlesitekitDataLayer;
	} );

	it( 'shows the choice while saving it, then turns tracking on and records the opt-in', async () => {
		t.server.on( 'POST', 'core/user/data/tracking', {
			body: { enabled: true },
		} );
		// The plugin's own registry: trackEvent() asks it whether tracking is on, as on a real page.
		render(
			<Root>
				<TrackingOptIn viewContext="settings" />
			</Root>
		);
		const checkbox = await screen.findByLabelText( LABEL );
		await waitFor( () => expect( checkbox ).toBeEnabled() );

		const release = holdRequests( 'data/tracking' );
		await userEvent.click( checkbox );
		expect( checkbox ).toBeChecked();
		expect( checkbox ).toBeDisabled();
		await act( async () => release() );

		await waitFor( () => expect( checkbox ).toBeEnabled() );
		expect( checkbox ).toBeChecked();
		expect( window._googlesitekitDataLayer ).toContainEqual(
			expect.objectContaining( {
				event: 'tracking_optin',
				event_category: 'settings',
			} )
		);
		expect(
			t.server.requestsTo( 'POST', 'core/user/data/tracking' )[ 0 ].body
		).toEqual( { data: { enabled: true } } );
	} );

	it( 'shows a failed save under the checkbox and goes back to the saved choice', async () => {
		t.server.on(
			'POST',
			'core/user/data/tracking',
			restError( 'rest_cannot_save', 'Could not save.', { status: 400 } )
		);
		t.render( <TrackingOptIn viewContext="settings" /> );
		const checkbox = await screen.findByLabelText( LABEL );
		await waitFor( () => expect( checkbox ).toBeEnabled() );
		await userEvent.click( checkbox );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Could not save.'
		);
		expect( checkbox ).not.toBeChecked();
		expect( window._googlesitekitDataLayer ).toEqual( [] );
	} );
} );
