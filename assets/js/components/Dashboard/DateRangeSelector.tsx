/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	COMPARE_MODES,
	getRangeLabel,
	RANGE_PRESETS,
	type CompareMode,
	type UserDateRange,
} from '../../util/date-range';

interface DateRangeSelectorProps {
	value: UserDateRange;
	onChange: ( range: UserDateRange ) => void;
}

/**
 * The report range and what it is compared with: two native selects, so
 * keyboard, screen readers and phones work as everywhere else.
 *
 * A custom range (from the URL or saved) shows as its own option, labelled by
 * its dates. The calendar that chooses one comes later: it goes after the
 * range select (see the placeholder below) and calls onChange with a
 * "YYYY-MM-DD..YYYY-MM-DD" dateRange.
 *
 * @param props          Component props.
 * @param props.value    The range.
 * @param props.onChange Called with the new range.
 */
export default function DateRangeSelector( {
	value,
	onChange,
}: DateRangeSelectorProps ) {
	const isPreset = RANGE_PRESETS.some(
		( preset ) => preset.slug === value.dateRange
	);
	return (
		<div className="googlesitekit-date-range">
			<label
				htmlFor="googlesitekit-date-range"
				className="googlesitekit-date-range__label screen-reader-text"
			>
				{ __( 'Date range', 'google-site-kit' ) }
			</label>
			<select
				id="googlesitekit-date-range"
				value={ value.dateRange }
				onChange={ ( event ) =>
					onChange( { ...value, dateRange: event.target.value } )
				}
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
			</select>
			{ /* The custom-range calendar (keyboard-operable, typed dates, site locale and first weekday) goes here. */ }
			<label
				htmlFor="googlesitekit-date-range-compare"
				className="googlesitekit-date-range__label"
			>
				{ __( 'Compare with', 'google-site-kit' ) }
			</label>
			<select
				id="googlesitekit-date-range-compare"
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
		</div>
	);
}
