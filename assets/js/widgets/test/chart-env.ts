/**
 * What a charting widget needs of jsdom: uPlot calls matchMedia when it
 * loads (for the pixel ratio), and LineChart asks for a canvas context, which
 * jsdom answers with a "not implemented" console error. Import this before
 * the widget. Charts draw nothing in jsdom: tests read the data LineChart is
 * given (its data-points and label).
 */
if ( typeof window.matchMedia !== 'function' ) {
	window.matchMedia = ( query: string ) =>
		( {
			matches: false,
			media: query,
			onchange: null,
			addListener: () => undefined,
			removeListener: () => undefined,
			addEventListener: () => undefined,
			removeEventListener: () => undefined,
			dispatchEvent: () => false,
		} ) as MediaQueryList;
}

// No canvas in jsdom: say so quietly, as a browser without one would.
window.HTMLCanvasElement.prototype.getContext = () => null;

export {};
