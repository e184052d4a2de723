/**
 * The custom-range dialog of the dashboard's date range: its layout, the day shown and the keyboard. What is chosen
 * lives in use-range-choice.ts; the month header (CalendarHeader), the grid (CalendarGrid), the typed fields
 * (TypedDayField) and the formats (calendar-formats.ts) are files of their own. A chunk of its own, loaded when the
 * dashboard mounts (DateRangeSelector).
 */

/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toIntlLocale } from '../../util/locale';
import { keepFocusInside } from '../dialog-keys';
import {
	addMonths,
	monthStart,
	monthWeeks,
	parseISODay,
} from './calendar-dates';
import { keyMove } from './calendar-keys';
import { useCalendarFormats } from './calendar-formats';
import CalendarGrid from './CalendarGrid';
import CalendarHeader from './CalendarHeader';
import TypedDayField from './TypedDayField';
import { useRangeChoice } from './use-range-choice';

export interface DateRangeCalendarProps {
	/** The range shown when the calendar opens, "YYYY-MM-DD" days (none: nothing chosen yet). */
	initialStart?: string;
	initialEnd?: string;
	/** The latest day a range may end on, "YYYY-MM-DD"; later days cannot be chosen. */
	latest: string;
	/** The week's first weekday, 0 = Sunday … 6 = Saturday (WordPress's start_of_week). */
	firstDay: number;
	/** WordPress locale or BCP 47 tag for month and weekday names; default the site's. */
	locale?: string;
	/** Called with the chosen "YYYY-MM-DD" days when the user applies them. */
	onApply: ( startDate: string, endDate: string ) => void;
	/** Called when the user leaves without applying (Escape, Cancel, a click outside). */
	onCancel: () => void;
}

const FOCUSABLE =
	'button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * The custom range dialog: a month calendar operated as the WAI-ARIA date
 * picker dialog pattern describes (arrow keys move by day and week, Home and
 * End to the week's first and last day, Page Up and Page Down by month, with
 * Shift by year, Enter or Space chooses the first and then the last day), and
 * two typed dates as the alternative. Nothing changes until Apply, and only
 * when both dates are valid.
 *
 * @param props              Component props.
 * @param props.initialStart
 * @param props.initialEnd
 * @param props.latest
 * @param props.firstDay
 * @param props.locale
 * @param props.onApply
 * @param props.onCancel
 */
export default function DateRangeCalendar( {
	initialStart,
	initialEnd,
	latest,
	firstDay,
	locale,
	onApply,
	onCancel,
}: DateRangeCalendarProps ) {
	const latestDay = parseISODay( latest ) as number;
	const tag = toIntlLocale( locale );
	const formats = useCalendarFormats( tag );
	const startInputRef = useRef< HTMLInputElement >( null );
	const endInputRef = useRef< HTMLInputElement >( null );
	const choice = useRangeChoice( {
		initialStart,
		initialEnd,
		latestDay,
		tag,
		formatMedium: ( time ) => formats.medium.format( time ),
		goTo: ( time, focus ) => goTo( time, focus ),
		inputs: { start: startInputRef, end: endInputRef },
		onApply,
	} );
	const { start, end, typed, choose, onTyped, onBlurTyped, apply } = choice;
	const [ focused, setFocused ] = useState< number >( start ?? latestDay );
	const dialogRef = useRef< HTMLDivElement >( null );
	const gridRef = useRef< HTMLTableElement >( null );
	// Set when the keyboard moved the focused day: the focus follows it.
	const moveFocus = useRef( true );

	const weeks = useMemo(
		() => monthWeeks( focused, firstDay ),
		[ focused, firstDay ]
	);
	const headingId = 'googlesitekit-date-range-calendar-month';
	const titleId = 'googlesitekit-date-range-calendar-title';

	useEffect( () => {
		if ( ! moveFocus.current ) {
			return;
		}
		moveFocus.current = false;
		gridRef.current
			?.querySelector< HTMLElement >( 'td[tabindex="0"]' )
			?.focus();
	}, [ focused ] );

	// Opened near the bottom of a short window, the dialog's fields and buttons would be below the fold: bring the
	// whole dialog into view once (it is at most the window's height).
	useEffect( () => {
		dialogRef.current?.scrollIntoView?.( { block: 'nearest' } );
	}, [] );

	/**
	 * Moves the focused day (and the month shown with it) without going past the latest day's month.
	 *
	 * @param time  The new day.
	 * @param focus Whether the keyboard focus follows.
	 */
	const goTo = ( time: number, focus = true ) => {
		if ( monthStart( time ) > monthStart( latestDay ) ) {
			return;
		}
		moveFocus.current = focus;
		setFocused( time );
	};

	const onGridKeyDown = ( event: KeyboardEvent< HTMLTableElement > ) => {
		const next = keyMove( event.key, event.shiftKey, focused, firstDay );
		if ( next !== null ) {
			event.preventDefault();
			goTo( next );
			return;
		}
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			choose( focused );
		}
	};

	const onDialogKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			event.stopPropagation();
			onCancel();
			return;
		}
		// Focus stays in the dialog while it is open.
		if ( dialogRef.current ) {
			keepFocusInside( dialogRef.current, event, FOCUSABLE );
		}
	};

	const canGoNext = monthStart( addMonths( focused, 1 ) ) <= latestDay;

	const field = (
		which: 'start' | 'end',
		label: string,
		text: string,
		error: string | null
	) => (
		<TypedDayField
			which={ which }
			label={ label }
			text={ text }
			error={ error }
			pattern={ typed.pattern }
			inputRef={ which === 'start' ? startInputRef : endInputRef }
			onType={ ( value ) => onTyped( which, value ) }
			onBlur={ () => onBlurTyped( which ) }
			onEnter={ apply }
		/>
	);

	return (
		<>
			<div
				className="googlesitekit-date-range-calendar__backdrop"
				aria-hidden="true"
				onClick={ onCancel }
			/>
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog handles Escape and keeps Tab inside. */ }
			<div
				ref={ dialogRef }
				className="googlesitekit-date-range-calendar"
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				onKeyDown={ onDialogKeyDown }
			>
				<h2
					id={ titleId }
					className="googlesitekit-date-range-calendar__title"
				>
					{ __( 'Custom range', 'google-site-kit' ) }
				</h2>
				<CalendarHeader
					headingId={ headingId }
					month={ formats.month.format( focused ) }
					canGoNext={ canGoNext }
					onMove={ ( by ) => goTo( addMonths( focused, by ), false ) }
				/>
				<CalendarGrid
					gridRef={ gridRef }
					labelledBy={ headingId }
					weeks={ weeks }
					focused={ focused }
					start={ start }
					end={ end }
					latestDay={ latestDay }
					formats={ formats }
					onKeyDown={ onGridKeyDown }
					onPick={ ( time ) => {
						goTo( time, true );
						choose( time );
					} }
				/>
				<p
					className="googlesitekit-date-range-calendar__status"
					role="status"
				>
					{ choice.status }
				</p>
				<div className="googlesitekit-date-range-calendar__typed">
					{ field(
						'start',
						__( 'First day', 'google-site-kit' ),
						choice.startText,
						choice.startError
					) }
					{ field(
						'end',
						__( 'Last day', 'google-site-kit' ),
						choice.endText,
						choice.endError
					) }
					<p
						id="googlesitekit-date-range-calendar-hint"
						className="googlesitekit-date-range-calendar__hint"
					>
						{ sprintf(
							/* translators: 1: the date form, e.g. "MM/DD/YYYY", 2: the latest day a range can end on, e.g. "Mar 31, 2026". */
							__(
								'Or type the days as %1$s, up to %2$s.',
								'google-site-kit'
							),
							typed.pattern,
							formats.medium.format( latestDay )
						) }
					</p>
				</div>
				<div className="googlesitekit-date-range-calendar__actions">
					<button
						type="button"
						className="button"
						onClick={ onCancel }
					>
						{ __( 'Cancel', 'google-site-kit' ) }
					</button>
					<button
						type="button"
						className="button button-primary"
						onClick={ apply }
					>
						{ __( 'Apply', 'google-site-kit' ) }
					</button>
				</div>
			</div>
		</>
	);
}
