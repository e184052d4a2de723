/**
 * The parts of a dashboard the PDF must show, and whether each has reached its final state (figures, a zero or
 * gathering state, an error, a call to action): nothing in it is still loading.
 */

/** What a part shows while it waits: the widgets' loading bar, a busy region, a progress bar, the index status' wait. */
export const LOADING_SELECTOR = [
	'.googlesitekit-widget-loading',
	'[aria-busy="true"]',
	'[role="progressbar"]',
	'.googlesitekit-index-status__loading',
].join( ',' );

/** The parts: each widget area (key metrics too) and the entity dashboard's index status. */
const PART_SELECTOR = '.googlesitekit-widget-area, .googlesitekit-index-status';

export interface DashboardPart {
	element: Element;
	/** Its heading, as shown ('' when it has none yet). */
	title: string;
	ready: boolean;
}

/**
 * Whether every line chart in an element has been drawn: a chart with points gets its canvas once the drawing
 * chunk has loaded (components/Dashboard/LineChart.tsx).
 *
 * @param element The part.
 */
function chartsDrawn( element: Element ): boolean {
	return Array.from(
		element.querySelectorAll( '.googlesitekit-line-chart' )
	).every(
		( chart ) =>
			Number( chart.getAttribute( 'data-points' ) || 0 ) === 0 ||
			chart.querySelector( 'canvas, svg' ) !== null
	);
}

/**
 * Whether a part has reached its final state.
 *
 * @param element The part.
 */
export function isPartReady( element: Element ): boolean {
	return (
		! element.matches( LOADING_SELECTOR ) &&
		element.querySelector( LOADING_SELECTOR ) === null &&
		chartsDrawn( element )
	);
}

/**
 * The dashboard's parts, in page order. A dashboard section with no part in it yet but something shown (its code
 * still loading, e.g. a lazily loaded area's placeholder) counts as one part that is not ready, so it is waited for.
 *
 * @param root The dashboard (the screen's main element).
 */
export function findParts( root: ParentNode ): DashboardPart[] {
	const parts: DashboardPart[] = [];
	const seen = new Set< Element >();
	const candidates = root.querySelectorAll(
		`${ PART_SELECTOR }, .googlesitekit-dashboard-section`
	);
	for ( const element of Array.from( candidates ) ) {
		if ( element.matches( '.googlesitekit-dashboard-section' ) ) {
			// A section with no part: empty when its areas turned out inactive (nothing to show), otherwise holding
			// a placeholder while its code loads.
			if (
				element.querySelector( PART_SELECTOR ) === null &&
				element.childElementCount > 0
			) {
				parts.push( { element, title: '', ready: false } );
			}
			continue;
		}
		// A part inside another part (never expected) is the outer one's business.
		if (
			Array.from( seen ).some( ( outer ) => outer.contains( element ) )
		) {
			continue;
		}
		seen.add( element );
		const heading = element.querySelector( 'h2, h3, h4' );
		parts.push( {
			element,
			title: heading?.textContent?.trim() ?? '',
			ready: isPartReady( element ),
		} );
	}
	return parts;
}
