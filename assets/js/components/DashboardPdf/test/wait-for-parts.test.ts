/**
 * Internal dependencies
 */
import { findParts } from '../sections';
import { waitForParts } from '../wait-for-parts';

/**
 * A dashboard: a traffic area whose widget has its figures, a search area whose widget is still loading, a content
 * area whose chart has points but is not drawn yet.
 */
function dashboard(): HTMLElement {
	const main = document.createElement( 'main' );
	main.className = 'googlesitekit-screen__main';
	main.innerHTML = `
		<div class="googlesitekit-dashboard-section" id="traffic">
			<section class="googlesitekit-widget-area"><h3>Traffic</h3>
				<div class="googlesitekit-widget"><p>Visitors 1,234</p></div>
			</section>
			<section class="googlesitekit-widget-area"><h3>Search</h3>
				<div class="googlesitekit-widget"><div class="googlesitekit-widget-loading" role="progressbar"></div></div>
			</section>
		</div>
		<div class="googlesitekit-dashboard-section" id="content">
			<section class="googlesitekit-widget-area"><h3>Content</h3>
				<div class="googlesitekit-widget"><figure><div class="googlesitekit-line-chart" data-points="28"></div></figure></div>
			</section>
		</div>`;
	document.body.append( main );
	return main;
}

function settle( main: HTMLElement ): void {
	main.querySelector( '.googlesitekit-widget-loading' )!.outerHTML =
		'<p>Clicks 567</p>';
	main.querySelector( '.googlesitekit-line-chart' )!.append(
		document.createElement( 'canvas' )
	);
}

describe( 'waitForParts', () => {
	beforeEach( () => {
		jest.useFakeTimers();
		document.body.innerHTML = '';
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'waits as long as a widget is loading, tells the progress, and resolves with every part', async () => {
		const main = dashboard();
		const progress: string[] = [];
		let done = false;
		const waiting = waitForParts( {
			root: main,
			reading: () => false,
			onProgress: ( ready, total ) =>
				progress.push( `${ ready }/${ total }` ),
			// A check a second: the five minutes below are 300 checks.
			interval: 1000,
		} ).then( ( parts ) => {
			done = true;
			return parts;
		} );
		// Five minutes: a slow service is waited for, never left out.
		await jest.advanceTimersByTimeAsync( 5 * 60 * 1000 );
		expect( done ).toBe( false );
		expect( progress.at( -1 ) ).toBe( '1/3' );

		settle( main );
		await jest.advanceTimersByTimeAsync( 3000 );
		expect( done ).toBe( true );
		expect( progress.at( -1 ) ).toBe( '3/3' );
		const parts = await waiting;
		expect( parts.map( ( part ) => part.title ) ).toEqual( [
			'Traffic',
			'Search',
			'Content',
		] );
		expect( parts.every( ( part ) => part.ready ) ).toBe( true );
	} );

	it( 'waits while the stores are still reading, even when nothing shows as loading', async () => {
		const main = dashboard();
		settle( main );
		let reading = true;
		let done = false;
		waitForParts( {
			root: main,
			reading: () => reading,
			onProgress: () => undefined,
		} ).then( () => ( done = true ) );
		await jest.advanceTimersByTimeAsync( 10000 );
		expect( done ).toBe( false );
		reading = false;
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( done ).toBe( true );
	} );

	it( 'needs everything ready on consecutive checks: a widget that starts a second read a moment later is waited for', async () => {
		const main = dashboard();
		settle( main );
		let done = false;
		waitForParts( {
			root: main,
			reading: () => false,
			onProgress: () => undefined,
			interval: 100,
			settle: 2,
		} ).then( () => ( done = true ) );
		// The first check found all ready; before the second, a breakdown starts loading.
		main.querySelector( '#content .googlesitekit-widget' )!.innerHTML +=
			'<div class="googlesitekit-widget-loading"></div>';
		await jest.advanceTimersByTimeAsync( 2000 );
		expect( done ).toBe( false );
		main.querySelector(
			'#content .googlesitekit-widget-loading'
		)!.remove();
		await jest.advanceTimersByTimeAsync( 300 );
		expect( done ).toBe( true );
	} );

	it( 'counts a section whose code is still loading (a placeholder, no area yet) and waits for it', async () => {
		const main = dashboard();
		settle( main );
		const lazy = document.createElement( 'div' );
		lazy.className = 'googlesitekit-dashboard-section';
		lazy.id = 'key-metrics';
		lazy.innerHTML = '<div class="placeholder"></div>';
		main.prepend( lazy );
		const progress: string[] = [];
		let done = false;
		waitForParts( {
			root: main,
			reading: () => false,
			onProgress: ( ready, total ) =>
				progress.push( `${ ready }/${ total }` ),
		} ).then( () => ( done = true ) );
		await jest.advanceTimersByTimeAsync( 3000 );
		expect( done ).toBe( false );
		expect( progress.at( -1 ) ).toBe( '3/4' );
		lazy.innerHTML =
			'<section class="googlesitekit-widget-area" aria-busy="true"><h3>Key metrics</h3></section>';
		await jest.advanceTimersByTimeAsync( 3000 );
		expect( done ).toBe( false );
		lazy.firstElementChild!.setAttribute( 'aria-busy', 'false' );
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( done ).toBe( true );
		expect( progress.at( -1 ) ).toBe( '4/4' );
		expect( findParts( main ).map( ( part ) => part.title ) ).toEqual( [
			'Key metrics',
			'Traffic',
			'Search',
			'Content',
		] );
	} );

	it( 'leaves out an empty section (its areas inactive): nothing to show, nothing to wait for', () => {
		const main = dashboard();
		settle( main );
		const empty = document.createElement( 'div' );
		empty.className = 'googlesitekit-dashboard-section';
		main.append( empty );
		expect( findParts( main ) ).toHaveLength( 3 );
	} );

	it( 'stops when cancelled', async () => {
		const main = dashboard();
		const controller = new AbortController();
		const waiting = waitForParts( {
			root: main,
			reading: () => false,
			onProgress: () => undefined,
			signal: controller.signal,
		} );
		controller.abort();
		await expect( waiting ).rejects.toMatchObject( {
			name: 'AbortError',
		} );
	} );

	it( 'takes an error as a final state', () => {
		const main = dashboard();
		settle( main );
		main.querySelector( '#traffic .googlesitekit-widget' )!.innerHTML =
			'<div class="googlesitekit-widget-error" role="alert"><p>Error: quota</p></div>';
		expect( findParts( main ).every( ( part ) => part.ready ) ).toBe(
			true
		);
	} );
} );
