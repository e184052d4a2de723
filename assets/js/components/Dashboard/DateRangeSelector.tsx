/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DATE_RANGE_PRESETS } from '../../util/dates';

interface DateRangeSelectorProps {
	value: string;
	onChange: ( range: string ) => void;
}

/**
 * The report date range (spec §3 presets).
 *
 * @param props          Component props.
 * @param props.value
 * @param props.onChange
 */
export default function DateRangeSelector( {
	value,
	onChange,
}: DateRangeSelectorProps ) {
	return (
		<div className="googlesitekit-date-range">
			<label
				htmlFor="googlesitekit-date-range"
				className="screen-reader-text"
			>
				{ __( 'Date range', 'google-site-kit' ) }
			</label>
			<select
				id="googlesitekit-date-range"
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ DATE_RANGE_PRESETS.map( ( preset ) => (
					<option key={ preset.slug } value={ preset.slug }>
						{ preset.label }
					</option>
				) ) }
			</select>
		</div>
	);
}
