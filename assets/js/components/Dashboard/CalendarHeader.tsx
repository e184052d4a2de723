/**
 * The custom-range dialog's month header: the month shown, with the buttons to the previous and next month (the next
 * one disabled past the latest day's month). Part of the calendar chunk (DateRangeCalendar).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface CalendarHeaderProps {
	/** The id of the month heading, which labels the grid. */
	headingId: string;
	/** The month shown, in words (e.g. "March 2026"). */
	month: string;
	/** Whether a later month may be shown. */
	canGoNext: boolean;
	/** Shows the month `by` months away (-1 or 1). */
	onMove: ( by: number ) => void;
}

/**
 * The month heading between its two navigation buttons.
 *
 * @param props           Component props.
 * @param props.headingId
 * @param props.month
 * @param props.canGoNext
 * @param props.onMove
 */
export default function CalendarHeader( {
	headingId,
	month,
	canGoNext,
	onMove,
}: CalendarHeaderProps ) {
	return (
		<div className="googlesitekit-date-range-calendar__header">
			<button
				type="button"
				className="button googlesitekit-date-range-calendar__nav"
				aria-label={ __( 'Previous month', 'google-site-kit' ) }
				onClick={ () => onMove( -1 ) }
			>
				<span aria-hidden="true">‹</span>
			</button>
			<h3
				id={ headingId }
				className="googlesitekit-date-range-calendar__month"
				aria-live="polite"
			>
				{ month }
			</h3>
			<button
				type="button"
				className="button googlesitekit-date-range-calendar__nav"
				aria-label={ __( 'Next month', 'google-site-kit' ) }
				disabled={ ! canGoNext }
				onClick={ () => onMove( 1 ) }
			>
				<span aria-hidden="true">›</span>
			</button>
		</div>
	);
}
