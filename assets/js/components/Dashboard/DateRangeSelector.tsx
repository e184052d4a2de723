/**
 * WordPress dependencies
 */
import { Suspense, useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	COMPARE_MODES,
	getRangeDates,
	getRangeLabel,
	RANGE_PRESETS,
	toRangeKey,
	type CompareMode,
	type RangeDates,
	type UserDateRange,
} from '../../util/date-range';
import { getBaseData } from '../../api/base-data';
import { getSiteToday } from '../../util/site-day';
import { lazyPart, preloadWhenIdle } from '../lazy-part';
import { DAY_MS, parseISODay, toISODay } from './calendar-dates';

interface DateRangeSelectorProps {
	value: UserDateRange;
	onChange: ( range: UserDateRange ) => void;
	/**
	 * The site's today, "YYYY-MM-DD" (default: util/site-day.ts): custom ranges end the day before, as the
	 * presets do (complete days only).
	 */
	today?: string;
}

/**
 * The dates the figures are compared with, shown after the compare select: "Mar 1 – Mar 31, 2025". A rolling range's same period last
 * year goes back 52 weeks (364 days) so that weekdays line up, and says so. Empty without a comparison.
 *
 * @param value   The range.
 * @param current Its dates.
 */
function compareLabel(
	value: UserDateRange,
	current: RangeDates | null
): string {
	if ( ! current || value.compare === 'none' ) {
		return '';
	}
	const dates = getRangeLabel(
		`${ current.compareStartDate }..${ current.compareEndDate }`
	);
	if ( ! dates ) {
		return '';
	}
	if (
		value.compare === 'same-period-last-year' &&
		/^last-\d+-days$/.test( value.dateRange )
	) {
		return sprintf(
			/* translators: %s: the compared dates, e.g. "Mar 2 – Mar 29, 2025". */
			__( '%s (52 weeks earlier, so weekdays match)', 'google-site-kit' ),
			dates
		);
	}
	return dates;
}

// The calendar dialog is a chunk of its own: it loads while the dashboard's figures do (see the selector's effect),
// so it is there by the time someone picks "Custom range…".
const DateRangeCalendar = lazyPart(
	() =>
		import(
			/* webpackChunkName: "date-range-calendar" */ './DateRangeCalendar'
		)
);

/** The range select's option that opens the calendar (never a range itself). */
const CUSTOM_CHOICE = 'custom';

/**
 * The report range and what it is compared with: two native selects, so
 * keyboard, screen readers and phones work as everywhere else.
 *
 * A custom range (from the URL or saved) shows as its own option, labelled by
 * its dates. The "Custom range…" option opens the calendar dialog
 * (DateRangeCalendar), which starts from the current range; applying it calls
 * onChange with a "YYYY-MM-DD..YYYY-MM-DD" dateRange. Closing it in any way
 * returns the focus to the range select.
 *
 * @param props          Component props.
 * @param props.value    The range.
 * @param props.onChange Called with the new range.
 * @param props.today    The site's today, "YYYY-MM-DD".
 */
export default function DateRangeSelector( {
	value,
	onChange,
	today = getSiteToday(),
}: DateRangeSelectorProps ) {
	const [ calendarOpen, setCalendarOpen ] = useState( false );
	const rangeSelect = useRef< HTMLSelectElement >( null );
	const isPreset = RANGE_PRESETS.some(
		( preset ) => preset.slug === value.dateRange
	);
	const latest = toISODay( ( parseISODay( today ) ?? Date.now() ) - DAY_MS );
	const current = getRangeDates( toRangeKey( value ), today );
	const comparedWith = compareLabel( value, current );
	useEffect( () => {
		preloadWhenIdle( DateRangeCalendar.preload );
	}, [] );
	const closeCalendar = () => {
		setCalendarOpen( false );
		rangeSelect.current?.focus();
	};
	return (
		<div className="googlesitekit-date-range">
			<span className="googlesitekit-date-range__field">
				<label
					htmlFor="googlesitekit-date-range"
					className="googlesitekit-date-range__label screen-reader-text"
				>
					{ __( 'Date range', 'google-site-kit' ) }
				</label>
				<select
					ref={ rangeSelect }
					id="googlesitekit-date-range"
					value={ value.dateRange }
					onChange={ ( event ) => {
						if ( event.target.value === CUSTOM_CHOICE ) {
							setCalendarOpen( true );
							return;
						}
						onChange( { ...value, dateRange: event.target.value } );
					} }
				>
					{ RANGE_PRESETS.map( ( preset ) => (
						<option key={ preset.slug } value={ preset.slug }>
							{ preset.label }
						</option>
					) ) }
					{ ! isPreset && (
						<option value={ value.dateRange }>
							{ getRangeLabel( value.dateRange ) }
						</option>
					) }
					<option value={ CUSTOM_CHOICE }>
						{ __( 'Custom range…', 'google-site-kit' ) }
					</option>
				</select>
			</span>
			{ calendarOpen && (
				<Suspense
					fallback={
						<div
							className="googlesitekit-date-range-calendar__backdrop"
							aria-hidden="true"
						/>
					}
				>
					<DateRangeCalendar
						initialStart={ current?.startDate }
						initialEnd={ current?.endDate }
						latest={ latest }
						firstDay={ getBaseData().startOfWeek }
						onCancel={ closeCalendar }
						onApply={ ( startDate, endDate ) => {
							closeCalendar();
							onChange( {
								...value,
								dateRange: `${ startDate }..${ endDate }`,
							} );
						} }
					/>
				</Suspense>
			) }
			<span className="googlesitekit-date-range__field">
				<label
					htmlFor="googlesitekit-date-range-compare"
					className="googlesitekit-date-range__label"
				>
					{ __( 'Compare with', 'google-site-kit' ) }
				</label>
				<select
					id="googlesitekit-date-range-compare"
					aria-describedby={
						comparedWith
							? 'googlesitekit-date-range-compared'
							: undefined
					}
					value={ value.compare }
					onChange={ ( event ) =>
						onChange( {
							...value,
							compare: event.target.value as CompareMode,
						} )
					}
				>
					{ COMPARE_MODES.map( ( mode ) => (
						<option key={ mode.slug } value={ mode.slug }>
							{ mode.label }
						</option>
					) ) }
				</select>
			</span>
			{ comparedWith && (
				<span
					id="googlesitekit-date-range-compared"
					className="googlesitekit-date-range__compared"
				>
					{ comparedWith }
				</span>
			) }
		</div>
	);
}
