/**
 * The reset control on the Plugin Status card (spec §4), with fake timers:
 * the in-progress state lasts RESET_IN_PROGRESS_DELAY after the work ends.
 */

/**
 * External dependencies
 */
import { act, fireEvent, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import PluginStatus from '../PluginStatus';
import { RESET_IN_PROGRESS_DELAY } from '../../../ResetButton';
import {
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../../modules/common/test/helpers';

const RESET = 'core/site/data/reset';
const SPLASH =
	'http://example.org/wp-admin/admin.php?page=googlesitekit-splash&notification=reset_success';

/**
 * Lets promises and the data stores' resolver timers (a zero delay, which
 * fake timers count as 1 ms) run until a condition holds. The clock stops
 * there: whatever the last update scheduled starts counting from now.
 *
 * @param condition What to wait for.
 */
async function settle( condition: () => boolean ): Promise< void > {
	for ( let i = 0; i < 200 && ! condition(); i++ ) {
		await act( async () => {
			jest.advanceTimersByTime( 1 );
			await Promise.resolve();
		} );
	}
	expect( condition() ).toBe( true );
	await act( async () => {
		await Promise.resolve();
	} );
}

/**
 * Moves the fake clock.
 *
 * @param ms Milliseconds.
 */
async function advance( ms: number ): Promise< void > {
	await act( async () => {
		jest.advanceTimersByTime( ms );
	} );
}

describe( 'the reset control', () => {
	let t: ModuleTest;

	beforeEach( () => {
		jest.useFakeTimers();
		t = setUpModuleTest();
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			trackingEnabled: true,
		};
		window._googlesitekitDataLayer = [];
		t.server.on( 'GET', 'core/site/data/connection', {
			body: {
				connected: true,
				resettable: true,
				setupCompleted: true,
				hasConnectedAdmins: true,
				ownerID: 1,
				hasMultipleAdmins: false,
			},
		} );
	} );

	afterEach( () => {
		jest.useRealTimers();
		window.localStorage.clear();
		t.cleanup();
	} );

	// The card's button (the dialog's confirm says "Resetting…" too meanwhile).
	const resetButton = () => {
		const button = document.querySelector< HTMLButtonElement >(
			'.googlesitekit-reset__button'
		);
		expect( button ).not.toBeNull();
		return button as HTMLButtonElement;
	};

	/**
	 * Opens the dialog and confirms.
	 */
	async function confirmReset(): Promise< HTMLElement > {
		t.render( <PluginStatus /> );
		await settle(
			() => !! screen.queryByText( 'Site Kit is connected to Google.' )
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Reset Site Kit' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Reset Site Kit' } );
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Reset' } )
		);
		return dialog;
	}

	it( 'resets, clears Site Kit’s storage, records reset_plugin and goes to the splash page, staying in progress', async () => {
		window.sessionStorage.setItem( 'googlesitekit_1.99.0_abc123_x', '{}' );
		window.localStorage.setItem( 'googlesitekit_1.99.0_abc123_y', '{}' );
		window.localStorage.setItem( 'other_plugin', 'kept' );
		t.server.on( 'POST', RESET, { body: true } );
		const dialog = await confirmReset();

		// Under way: everything says so and nothing can be pressed twice.
		expect( resetButton() ).toBeDisabled();
		expect( resetButton() ).toHaveTextContent( 'Resetting…' );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Resetting…' } )
		).toBeDisabled();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		).toBeDisabled();

		await settle( () => t.navigations.length > 0 );
		expect( t.navigations ).toEqual( [ SPLASH ] );
		expect( t.server.requestsTo( 'POST', RESET ) ).toHaveLength( 1 );
		expect(
			window.sessionStorage.getItem( 'googlesitekit_1.99.0_abc123_x' )
		).toBeNull();
		expect(
			window.localStorage.getItem( 'googlesitekit_1.99.0_abc123_y' )
		).toBeNull();
		expect( window.localStorage.getItem( 'other_plugin' ) ).toBe( 'kept' );
		expect( window._googlesitekitDataLayer ).toContainEqual(
			expect.objectContaining( {
				event: 'reset_plugin',
				event_category: 'settings',
			} )
		);

		await advance( RESET_IN_PROGRESS_DELAY - 1 );
		expect( resetButton() ).toBeDisabled();
		await advance( 1 );
		// The page is leaving for the splash screen: it stays in progress.
		expect( resetButton() ).toBeDisabled();
		expect( resetButton() ).toHaveTextContent( 'Resetting…' );
	} );

	it( 'shows a failed reset in the dialog and stays in progress until 3 s after it ended', async () => {
		window.sessionStorage.setItem( 'googlesitekit_1.99.0_abc123_x', '{}' );
		t.server.on(
			'POST',
			RESET,
			restError( 'reset_failed', 'The reset could not finish.' )
		);
		const dialog = await confirmReset();

		await settle(
			() =>
				!! within( dialog ).queryByText( /The reset could not finish/ )
		);
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'Error: The reset could not finish.'
		);
		expect( t.navigations ).toEqual( [] );
		expect(
			window.sessionStorage.getItem( 'googlesitekit_1.99.0_abc123_x' )
		).toBe( '{}' );
		expect( window._googlesitekitDataLayer ).not.toContainEqual(
			expect.objectContaining( { event: 'reset_plugin' } )
		);

		await advance( RESET_IN_PROGRESS_DELAY - 1 );
		expect( resetButton() ).toBeDisabled();
		expect( resetButton() ).toHaveTextContent( 'Resetting…' );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Resetting…' } )
		).toBeDisabled();

		await advance( 1 );
		expect( resetButton() ).toBeEnabled();
		expect( resetButton() ).toHaveTextContent( 'Reset Site Kit' );
		const retry = within( dialog ).getByRole( 'button', { name: 'Reset' } );
		expect( retry ).toBeEnabled();

		// Closing the dialog keeps the error on the card.
		fireEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Error: The reset could not finish.'
		);
	} );

	it( 'does nothing when the dialog is cancelled, by button or Escape', async () => {
		t.server.on( 'POST', RESET, { body: true } );
		t.render( <PluginStatus /> );
		await settle(
			() => !! screen.queryByText( 'Site Kit is connected to Google.' )
		);

		fireEvent.click( resetButton() );
		fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		fireEvent.click( resetButton() );
		fireEvent.keyDown( document, { key: 'Escape' } );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		await advance( RESET_IN_PROGRESS_DELAY );
		expect( t.server.requestsTo( 'POST', RESET ) ).toEqual( [] );
		expect( resetButton() ).toBeEnabled();
	} );
} );
