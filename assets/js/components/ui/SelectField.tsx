/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

export interface SelectOption {
	value: string;
	label: string;
}

interface SelectFieldProps {
	label: string;
	value: string;
	options: SelectOption[];
	onChange: ( value: string ) => void;
	disabled?: boolean;
	/** Shown as the first, empty choice when the value matches no option. */
	placeholder?: string;
	/** A hint under the field. */
	help?: string;
}

/**
 * A labelled native select.
 *
 * @param props             Component props.
 * @param props.label
 * @param props.value
 * @param props.options
 * @param props.onChange
 * @param props.disabled
 * @param props.placeholder
 * @param props.help
 */
export default function SelectField( {
	label,
	value,
	options,
	onChange,
	disabled = false,
	placeholder,
	help,
}: SelectFieldProps ) {
	const id = useId();
	const known = options.some( ( option ) => option.value === value );
	return (
		<div className="googlesitekit-module-field">
			<label className="googlesitekit-module-field__label" htmlFor={ id }>
				{ label }
			</label>
			<select
				id={ id }
				className="googlesitekit-module-field__select"
				value={ known ? value : '' }
				disabled={ disabled }
				aria-describedby={ help ? `${ id }-help` : undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ ! known && (
					<option value="" disabled>
						{ placeholder ?? '' }
					</option>
				) }
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
			{ help && (
				<p
					id={ `${ id }-help` }
					className="googlesitekit-module-field__help"
				>
					{ help }
				</p>
			) }
		</div>
	);
}
