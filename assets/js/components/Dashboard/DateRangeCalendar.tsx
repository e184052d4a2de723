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
	checkTypedRange,
	typedDayFormat,
	DAY_MS,
	monthStart,
	monthWeeks,
	parseISODay,
	sameMonth,
	toISODay,
	weekStart,
} from './calendar-dates';

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
	const startTime = initialStart ? parseISODay( initialStart ) : null;
	const endTime = initialEnd ? parseISODay( initialEnd ) : null;
	const [ start, setStart ] = useState< number | null >(
		startTime !== null && startTime <= latestDay ? startTime : null
	);
	const [ end, setEnd ] = useState< number | null >(
		start !== null && endTime !== null && endTime <= latestDay
			? endTime
			: null
	);
	const [ focused, setFocused ] = useState< number >( start ?? latestDay );
	const tag = toIntlLocale( locale );
	// Days are typed in the locale's short form (or as YYYY-MM-DD).
	const typed = useMemo( () => typedDayFormat( tag ), [ tag ] );
	const [ startText, setStartText ] = useState(
		start === null ? '' : typed.format( start )
	);
	const [ endText, setEndText ] = useState(
		end === null ? '' : typed.format( end )
	);
	const [ startError, setStartError ] = useState< string | null >( null );
	const [ endError, setEndError ] = useState< string | null >( null );
	const [ status, setStatus ] = useState( '' );
	const dialogRef = useRef< HTMLDivElement >( null );
	const gridRef = useRef< HTMLTableElement >( null );
	const startInputRef = useRef< HTMLInputElement >( null );
	const endInputRef = useRef< HTMLInputElement >( null );
	// Set when the keyboard moved the focused day: the focus follows it.
	const moveFocus = useRef( true );

	const formats = useMemo( () => {
		const make = ( options: Intl.DateTimeFormatOptions ) =>
			new Intl.DateTimeFormat( [ tag, 'en-US' ], {
				...options,
				timeZone: 'UTC',
				// The grid is of Gregorian months: its heading and labels name them, whatever the locale's own
				// calendar (Thai, Persian).
				calendar: 'gregory',
			} );
		return {
			month: make( { month: 'long', year: 'numeric' } ),
			full: make( {
				weekday: 'long',
				year: 'numeric',
				month: 'long',
				day: 'numeric',
			} ),
			medium: make( { year: 'numeric', month: 'short', day: 'numeric' } ),
			day: make( { day: 'numeric' } ),
			weekdayShort: make( { weekday: 'short' } ),
			weekdayLong: make( { weekday: 'long' } ),
		};
	}, [ tag ] );

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

	const formatMedium = ( time: number ) => formats.medium.format( time );

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

	const onGridKeyDown = ( event: KeyboardEvent< HTMLTableElement > ) => {
		const moves: Record< string, () => number > = {
			ArrowLeft: () => focused - DAY_MS,
			ArrowRight: () => focused + DAY_MS,
			ArrowUp: () => focused - 7 * DAY_MS,
			ArrowDown: () => focused + 7 * DAY_MS,
			Home: () => weekStart( focused, firstDay ),
			End: () => weekStart( focused, firstDay ) + 6 * DAY_MS,
			PageUp: () => addMonths( focused, event.shiftKey ? -12 : -1 ),
			PageDown: () => addMonths( focused, event.shiftKey ? 12 : 1 ),
		};
		if ( moves[ event.key ] ) {
			event.preventDefault();
			goTo( moves[ event.key ]() );
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
				? startInputRef.current
				: endInputRef.current
			)?.focus();
			return;
		}
		onApply( toISODay( result.start ), toISODay( result.end ) );
	};

	const firstWeekday = weeks[ 0 ][ 0 ];
	const weekdays = Array.from(
		{ length: 7 },
		( _, index ) => firstWeekday + index * DAY_MS
	);
	const canGoNext = monthStart( addMonths( focused, 1 ) ) <= latestDay;

	const dayClasses = ( time: number ) => {
		const classes = [ 'googlesitekit-date-range-calendar__day' ];
		const last = end ?? start;
		if ( start !== null && last !== null ) {
			if ( time === start ) {
				classes.push( 'googlesitekit-date-range-calendar__day--start' );
			}
			if ( time === last ) {
				classes.push( 'googlesitekit-date-range-calendar__day--end' );
			}
			if ( time > start && time < last ) {
				classes.push(
					'googlesitekit-date-range-calendar__day--between'
				);
			}
		}
		if ( time > latestDay ) {
			classes.push( 'googlesitekit-date-range-calendar__day--disabled' );
		}
		return classes.join( ' ' );
	};
	const isSelected = ( time: number ) =>
		start !== null && time >= start && time <= ( end ?? start );
	const today = latestDay + DAY_MS;

	const field = (
		which: 'start' | 'end',
		label: string,
		text: string,
		error: string | null
	) => {
		const id = `googlesitekit-date-range-calendar-${ which }`;
		return (
			<div className="googlesitekit-date-range-calendar__field">
				<label htmlFor={ id }>{ label }</label>
				<input
					ref={ which === 'start' ? startInputRef : endInputRef }
					id={ id }
					type="text"
					inputMode="numeric"
					autoComplete="off"
					spellCheck={ false }
					placeholder={ typed.pattern }
					value={ text }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ `googlesitekit-date-range-calendar-hint${
						error ? ` ${ id }-error` : ''
					}` }
					onChange={ ( event ) =>
						onTyped( which, event.target.value )
					}
					onBlur={ () => onBlurTyped( which ) }
					onKeyDown={ ( event ) => {
						if ( event.key === 'Enter' ) {
							event.preventDefault();
							apply();
						}
					} }
				/>
				{ error && (
					<p
						id={ `${ id }-error` }
						className="googlesitekit-date-range-calendar__error"
					>
						{ error }
					</p>
				) }
			</div>
		);
	};

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
				<div className="googlesitekit-date-range-calendar__header">
					<button
						type="button"
						className="button googlesitekit-date-range-calendar__nav"
						aria-label={ __( 'Previous month', 'google-site-kit' ) }
						onClick={ () =>
							goTo( addMonths( focused, -1 ), false )
						}
					>
						<span aria-hidden="true">‹</span>
					</button>
					<h3
						id={ headingId }
						className="googlesitekit-date-range-calendar__month"
						aria-live="polite"
					>
						{ formats.month.format( focused ) }
					</h3>
					<button
						type="button"
						className="button googlesitekit-date-range-calendar__nav"
						aria-label={ __( 'Next month', 'google-site-kit' ) }
						disabled={ ! canGoNext }
						onClick={ () => goTo( addMonths( focused, 1 ), false ) }
					>
						<span aria-hidden="true">›</span>
					</button>
				</div>
				<table
					ref={ gridRef }
					role="grid"
					aria-labelledby={ headingId }
					className="googlesitekit-date-range-calendar__grid"
					onKeyDown={ onGridKeyDown }
				>
					<thead>
						<tr>
							{ weekdays.map( ( time ) => (
								<th
									key={ time }
									scope="col"
									abbr={ formats.weekdayLong.format( time ) }
								>
									{ formats.weekdayShort.format( time ) }
								</th>
							) ) }
						</tr>
					</thead>
					<tbody>
						{ weeks.map( ( week ) => (
							<tr key={ week[ 0 ] }>
								{ week.map( ( time ) =>
									sameMonth( time, focused ) ? (
										<td
											key={ time }
											data-date={ toISODay( time ) }
											tabIndex={
												time === focused ? 0 : -1
											}
											className={ dayClasses( time ) }
											aria-label={ formats.full.format(
												time
											) }
											aria-selected={ isSelected( time ) }
											aria-disabled={
												time > latestDay
													? true
													: undefined
											}
											aria-current={
												time === today
													? 'date'
													: undefined
											}
											onClick={ () => {
												goTo( time, true );
												choose( time );
											} }
										>
											{ formats.day.format( time ) }
										</td>
									) : (
										<td
											key={ time }
											className="googlesitekit-date-range-calendar__blank"
										/>
									)
								) }
							</tr>
						) ) }
					</tbody>
				</table>
				<p
					className="googlesitekit-date-range-calendar__status"
					role="status"
				>
					{ status }
				</p>
				<div className="googlesitekit-date-range-calendar__typed">
					{ field(
						'start',
						__( 'First day', 'google-site-kit' ),
						startText,
						startError
					) }
					{ field(
						'end',
						__( 'Last day', 'google-site-kit' ),
						endText,
						endError
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
							formatMedium( latestDay )
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
