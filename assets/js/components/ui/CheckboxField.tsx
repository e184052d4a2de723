/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

interface CheckboxFieldProps {
	label: string;
	checked: boolean;
	onChange: ( checked: boolean ) => void;
	disabled?: boolean;
	/** A hint under the field. */
	help?: string;
}

/**
 * A labelled native checkbox.
 *
 * @param props          Component props.
 * @param props.label
 * @param props.checked
 * @param props.onChange
 * @param props.disabled
 * @param props.help
 */
export default function CheckboxField( {
	label,
	checked,
	onChange,
	disabled = false,
	help,
}: CheckboxFieldProps ) {
	const id = useId();
	return (
		<div className="googlesitekit-module-field googlesitekit-module-field--checkbox">
			<input
				id={ id }
				type="checkbox"
				checked={ checked }
				disabled={ disabled }
				aria-describedby={ help ? `${ id }-help` : undefined }
				onChange={ ( event ) => onChange( event.target.checked ) }
			/>
			<label className="googlesitekit-module-field__label" htmlFor={ id }>
				{ label }
			</label>
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
