/**
 * What the bench watches in the page: each dashboard widget's state over time,
 * recorded by a MutationObserver installed before the page's own scripts run.
 *
 * A widget container is `.googlesitekit-widget` (WidgetAreaRenderer). Its slug is
 * `data-widget-slug` when the container has one, else its last
 * `googlesitekit-widget--{slug}` class. Its state is `data-widget-state` when the
 * container has one, else read from what it shows:
 * - empty:   nothing rendered (e.g. "Connect AdSense" once AdSense is connected);
 * - loading: a `.googlesitekit-widget-loading` bar anywhere inside;
 * - error:   a `.googlesitekit-widget-error` notice;
 * - zero:    the "Gathering data" state;
 * - ready:   a data block value, a table cell or a realtime figure that holds a digit;
 * - other:   anything else (e.g. a call to action).
 */

export type WidgetState =
	| 'empty'
	| 'loading'
	| 'error'
	| 'zero'
	| 'ready'
	| 'other';

export interface WidgetTrace {
	slug: string;
	/** id of the dashboard section holding it (traffic, content, speed, monetization). */
	section: string;
	/** Current state. */
	state: WidgetState;
	/** Epoch ms when each state was first seen. */
	first: Partial< Record< WidgetState, number > >;
	/** Text of the error notice, when it shows one. */
	error?: string;
}

/**
 * The init script (a string, so that nothing of the bundler's output reaches the page).
 * It keeps `window.__benchWidgets`: slug → WidgetTrace.
 */
export const WIDGET_PROBE = `( () => {
	const traces = {};
	window.__benchWidgets = traces;
	const now = () => performance.timeOrigin + performance.now();
	const stateOf = ( el ) => {
		const declared = el.getAttribute( 'data-widget-state' );
		if ( declared ) {
			return declared;
		}
		if ( el.childElementCount === 0 || ! el.textContent.trim() ) {
			return 'empty';
		}
		if ( el.querySelector( '.googlesitekit-widget-loading, .googlesitekit-km-tile__skeleton, .googlesitekit-km-tile--loading' ) ) {
			return 'loading';
		}
		if ( el.querySelector( '.googlesitekit-widget-error' ) ) {
			return 'error';
		}
		if ( el.querySelector( '.googlesitekit-widget-zero' ) ) {
			return 'zero';
		}
		for ( const value of el.querySelectorAll( '.googlesitekit-data-block__value, table td, .googlesitekit-km-tile__figure, .googlesitekit-km-tile__detail, .googlesitekit-realtime-strip__value' ) ) {
			if ( /\\d/.test( value.textContent ) ) {
				return 'ready';
			}
		}
		return 'other';
	};
	const slugOf = ( el ) =>
		el.getAttribute( 'data-widget-slug' ) ||
		Array.from( el.classList )
			.filter( ( name ) => name.startsWith( 'googlesitekit-widget--' ) )
			.pop()
			?.slice( 'googlesitekit-widget--'.length ) ||
		'?';
	const check = () => {
		const time = now();
		for ( const el of document.querySelectorAll( '.googlesitekit-widget' ) ) {
			const slug = slugOf( el );
			const state = stateOf( el );
			let trace = traces[ slug ];
			if ( ! trace ) {
				trace = traces[ slug ] = {
					slug,
					section: el.closest( '.googlesitekit-dashboard-section' )?.id || '',
					state: null,
					first: {},
				};
			}
			if ( trace.state !== state ) {
				trace.state = state;
				if ( ! ( state in trace.first ) ) {
					trace.first[ state ] = time;
				}
				if ( state === 'error' ) {
					trace.error = el.querySelector( '.googlesitekit-widget-error' )?.textContent?.trim();
				}
			}
		}
	};
	new MutationObserver( check ).observe( document, {
		subtree: true,
		childList: true,
		characterData: true,
		attributes: true,
		attributeFilter: [ 'class', 'data-widget-state' ],
	} );
} )();`;
