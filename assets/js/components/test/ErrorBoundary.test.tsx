/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	setUpModuleTest,
	type ModuleTest,
} from '../../modules/common/test/helpers';
import { REACT_ERROR_LABEL_LENGTH } from '../ErrorBoundary';
import { SUPPORT_FORUM_URL } from '../Header/HelpMenu';

/**
 * A component that fails to render.
 *
 * @param props         Component props.
 * @param props.message The error's message.
 */
function Broken( { message }: { message: string } ): JSX.Element {
	throw new Error( message );
}

describe( 'ErrorBoundary (every app is wrapped in it by Root)', () => {
	let t: ModuleTest;
	let consoleError: jest.SpyInstance;
	const writeText = jest.fn( () => Promise.resolve() );

	beforeEach( () => {
		t = setUpModuleTest();
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			trackingEnabled: true,
			viewContext: 'mainDashboard',
		};
		window._googlesitekitDataLayer = [];
		// React logs caught render errors; the test expects them.
		consoleError = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => undefined );
		Object.defineProperty( window.navigator, 'clipboard', {
			value: { writeText },
			configurable: true,
		} );
	} );

	afterEach( () => {
		consoleError.mockRestore();
		writeText.mockClear();
		delete window._googlesitekitDataLayer;
		t.cleanup();
	} );

	it( 'shows the error, its component stack and where to report it, instead of a blank screen', () => {
		t.render(
			<main>
				<h1>Still here</h1>
				<Broken message="Cannot read the report" />
			</main>
		);
		const alert = screen.getByRole( 'alert' );
		expect( alert ).toHaveTextContent( 'Site Kit encountered an error' );
		expect( alert ).toHaveTextContent( 'Error: Cannot read the report' );
		// React's component stack, down from the app's own elements.
		expect( alert.querySelector( 'pre' )?.textContent ).toMatch(
			/at main/
		);
		expect(
			screen.getByRole( 'link', { name: 'Report this problem' } )
		).toHaveAttribute( 'href', SUPPORT_FORUM_URL );
	} );

	it( 'copies the error contents and says so', async () => {
		t.render( <Broken message="Cannot read the report" /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Copy error contents' } )
		);
		expect( writeText ).toHaveBeenCalledWith(
			expect.stringContaining( 'Cannot read the report' )
		);
		expect(
			screen.getByRole( 'button', { name: 'Copied to clipboard' } )
		).toBeInTheDocument();
	} );

	it( 'records react_error with the first 500 characters of the message and stack', () => {
		t.render( <Broken message={ 'x'.repeat( 800 ) } /> );
		const events = (
			window._googlesitekitDataLayer as Array< {
				event: string;
				event_category: string;
				event_label: string;
			} >
		 ).filter( ( event ) => event.event === 'react_error' );
		expect( events ).toHaveLength( 1 );
		expect( events[ 0 ].event_category ).toBe( 'mainDashboard' );
		expect( events[ 0 ].event_label ).toHaveLength(
			REACT_ERROR_LABEL_LENGTH
		);
		expect( events[ 0 ].event_label ).toBe( 'x'.repeat( 500 ) );
	} );
} );
