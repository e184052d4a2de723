/**
 * What the custom-range calendar has chosen: the first and last day, the typed days with their errors, the status
 * read to screen readers, and the actions that change them (a picked day, a typed day, Apply). Nothing reaches the
 * dashboard until Apply, and only when both days are valid.
 */

/**
 * External dependencies
 */
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	checkTypedRange,
	parseISODay,
	toISODay,
	typedDayFormat,
} from './calendar-dates';

interface RangeChoiceOptions {
	/** The range shown when the calendar opens, "YYYY-MM-DD" days. */
	initialStart?: string;
	initialEnd?: string;
	/** The latest day that can be chosen. */
	latestDay: number;
	/** BCP 47 tag of the page's locale. */
	tag: string;
	/** A day in the medium form ("Mar 1, 2026"). */
	formatMedium: ( time: number ) => string;
	/** Shows a day in the grid (the focus follows when `focus`). */
	goTo: ( time: number, focus: boolean ) => void;
	/** The typed fields, focused when Apply finds one wrong. */
	inputs: {
		start: RefObject< HTMLInputElement >;
		end: RefObject< HTMLInputElement >;
	};
	onApply: ( startDate: string, endDate: string ) => void;
}

/**
 * The calendar's choice and its actions.
 *
 * @param options              The calendar's facts and callbacks.
 * @param options.initialStart The first day when it opens.
 * @param options.initialEnd   The last day when it opens.
 * @param options.latestDay    The latest day that can be chosen.
 * @param options.tag          Locale tag.
 * @param options.formatMedium Formats a day for the messages.
 * @param options.goTo         Shows a day in the grid.
 * @param options.inputs       The typed fields.
 * @param options.onApply      Called with the applied days.
 */
export function useRangeChoice( {
	initialStart,
	initialEnd,
	latestDay,
	tag,
	formatMedium,
	goTo,
	inputs,
	onApply,
}: RangeChoiceOptions ) {
	const startTime = initialStart ? parseISODay( initialStart ) : null;
	const endTime = initialEnd ? parseISODay( initialEnd ) : null;
	// Days are typed in the locale's short form (or as YYYY-MM-DD).
	const typed = useMemo( () => typedDayFormat( tag ), [ tag ] );
	const [ start, setStart ] = useState< number | null >(
		startTime !== null && startTime <= latestDay ? startTime : null
	);
	const [ end, setEnd ] = useState< number | null >(
		start !== null && endTime !== null && endTime <= latestDay
			? endTime
			: null
	);
	const [ startText, setStartText ] = useState(
		start === null ? '' : typed.format( start )
	);
	const [ endText, setEndText ] = useState(
		end === null ? '' : typed.format( end )
	);
	const [ startError, setStartError ] = useState< string | null >( null );
	const [ endError, setEndError ] = useState< string | null >( null );
	const [ status, setStatus ] = useState( '' );

	const choose = ( time: number ) => {
		if ( time > latestDay ) {
			return;
		}
		setStartError( null );
		setEndError( null );
		if ( start === null || end !== null || time < start ) {
			setStart( time );
			setEnd( null );
			setStartText( typed.format( time ) );
			setEndText( '' );
			setStatus(
				sprintf(
					/* translators: %s: a day, e.g. "Mar 1, 2026". */
					__(
						'First day: %s. Now choose the last day.',
						'google-site-kit'
					),
					formatMedium( time )
				)
			);
			return;
		}
		setEnd( time );
		setEndText( typed.format( time ) );
		setStatus(
			sprintf(
				/* translators: 1: first day, 2: last day, e.g. "Mar 1, 2026". */
				__(
					'Range chosen: %1$s to %2$s. Choose Apply to show it.',
					'google-site-kit'
				),
				formatMedium( start ),
				formatMedium( time )
			)
		);
	};

	const onTyped = ( which: 'start' | 'end', text: string ) => {
		if ( which === 'start' ) {
			setStartText( text );
			setStartError( null );
		} else {
			setEndText( text );
			setEndError( null );
		}
		const time = typed.parse( text );
		if ( time === null || time > latestDay ) {
			return;
		}
		// A valid typed day shows in the calendar at once.
		if ( which === 'start' ) {
			setStart( time );
			if ( end !== null && end < time ) {
				setEnd( null );
			}
		} else if ( start !== null && time >= start ) {
			setEnd( time );
		}
		goTo( time, false );
	};

	const validate = () =>
		checkTypedRange( startText, endText, latestDay, formatMedium, typed );

	const onBlurTyped = ( which: 'start' | 'end' ) => {
		const text = which === 'start' ? startText : endText;
		if ( text.trim() === '' ) {
			return;
		}
		const result = validate();
		if ( which === 'start' ) {
			setStartError( result.startError );
		} else {
			setEndError( result.endError );
		}
	};

	const apply = () => {
		const result = validate();
		setStartError( result.startError );
		setEndError( result.endError );
		if ( result.start === null || result.end === null ) {
			( result.startError
				? inputs.start.current
				: inputs.end.current
			)?.focus();
			return;
		}
		onApply( toISODay( result.start ), toISODay( result.end ) );
	};

	return {
		start,
		end,
		typed,
		startText,
		endText,
		startError,
		endError,
		status,
		choose,
		onTyped,
		onBlurTyped,
		apply,
	};
}
