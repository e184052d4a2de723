/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { lazyPart } from '../lazy-part';

function Greeting( { name }: { name: string } ) {
	return <p>Hello { name }</p>;
}

/**
 * A part whose chunk "loads" when the test says so.
 */
function deferredPart() {
	let finish: () => void = () => undefined;
	const loads: string[] = [];
	const Part = lazyPart< { name: string } >( () => {
		loads.push( 'load' );
		return new Promise( ( resolve ) => {
			finish = () => resolve( { default: Greeting } );
		} );
	} );
	return { Part, loads, finish: () => finish() };
}

describe( 'lazyPart', () => {
	it( 'shows the fallback until its chunk has loaded, then the part', async () => {
		const { Part, finish } = deferredPart();
		render(
			<Suspense fallback={ <p>Loading the part</p> }>
				<Part name="Ada" />
			</Suspense>
		);
		expect( screen.getByText( 'Loading the part' ) ).toBeInTheDocument();
		finish();
		expect( await screen.findByText( 'Hello Ada' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Loading the part' ) ).toBeNull();
	} );

	it( 'renders at once, without the fallback, once preloaded; the chunk is asked for once', async () => {
		const { Part, loads, finish } = deferredPart();
		const preloaded = Part.preload();
		Part.preload();
		finish();
		await preloaded;
		render(
			<Suspense fallback={ <p>Loading the part</p> }>
				<Part name="Grace" />
			</Suspense>
		);
		// Synchronously, in the first render.
		expect( screen.getByText( 'Hello Grace' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Loading the part' ) ).toBeNull();
		expect( loads ).toEqual( [ 'load' ] );
	} );

	it( 'asks for the chunk again after a failed download', async () => {
		let attempts = 0;
		const Part = lazyPart< { name: string } >( () => {
			attempts++;
			return attempts === 1
				? Promise.reject( new Error( 'offline' ) )
				: Promise.resolve( { default: Greeting } );
		} );
		await expect( Part.preload() ).rejects.toThrow( 'offline' );
		await Part.preload();
		expect( attempts ).toBe( 2 );
	} );
} );
