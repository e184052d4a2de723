/**
 * Where a feature tour's tooltip goes, and the viewport width the tour
 * depends on (it runs only on wide enough screens).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

export interface Position {
	top: number;
	left: number;
	/** Where the arrow sits, from the tooltip's left edge: under the target's middle. */
	arrowLeft: number;
}

/** The tooltip's width (as the stylesheet sets it). */
export const TOOLTIP_WIDTH = 320;

/**
 * The window's width, kept up to date (a tour hides below 783 px and comes back above).
 */
export function useViewportWidth(): number {
	const [ width, setWidth ] = useState( () => window.innerWidth );
	useEffect( () => {
		const onResize = () => setWidth( window.innerWidth );
		window.addEventListener( 'resize', onResize );
		return () => window.removeEventListener( 'resize', onResize );
	}, [] );
	return width;
}

function overlaps(
	box: { top: number; left: number; height: number },
	rect: DOMRect
): boolean {
	return (
		box.left < rect.right &&
		box.left + TOOLTIP_WIDTH > rect.left &&
		box.top < rect.bottom &&
		box.top + box.height > rect.top
	);
}

/**
 * Where the tooltip goes (fixed, in viewport coordinates): under its target,
 * kept inside the viewport, and never over an element the tour must leave
 * visible (the date range, say): beside it when there is room, else below it.
 *
 * @param target The element the step points at.
 * @param avoid  Elements the tooltip must not cover (those holding the target excepted).
 * @param height The tooltip's height (measured once shown).
 */
export function positionFor(
	target: Element,
	avoid: Element[] = [],
	height = 200
): Position {
	const rect = target.getBoundingClientRect();
	const middle = rect.left + rect.width / 2;
	let left = Math.min(
		Math.max( 8, middle - TOOLTIP_WIDTH / 2 ),
		document.documentElement.clientWidth - TOOLTIP_WIDTH - 8
	);
	let top = rect.bottom + 12;
	// A target in the sticky header (Share): the bubble goes under the header, which would hide its arrow.
	const header = target.closest( '.googlesitekit-header' );
	if ( header ) {
		top = Math.max( top, header.getBoundingClientRect().bottom + 12 );
	}
	for ( const element of avoid ) {
		if ( element.contains( target ) ) {
			continue;
		}
		const other = element.getBoundingClientRect();
		if ( ! overlaps( { top, left, height }, other ) ) {
			continue;
		}
		if ( other.left - 8 - TOOLTIP_WIDTH >= 8 ) {
			left = other.left - 8 - TOOLTIP_WIDTH;
		} else {
			top = other.bottom + 12;
		}
	}
	const arrowLeft = Math.min(
		Math.max( 12, middle - left - 6 ),
		TOOLTIP_WIDTH - 24
	);
	return { top, left, arrowLeft };
}
