/**
 * One typed day of the custom-range calendar ("First day", "Last day"): the keyboard-free alternative to the grid,
 * with its error under it. Enter applies the dialog.
 */

/**
 * External dependencies
 */
import type { RefObject } from 'react';

interface TypedDayFieldProps {
	which: 'start' | 'end';
	label: string;
	text: string;
	error: string | null;
	/** The date form shown as placeholder, e.g. "MM/DD/YYYY". */
	pattern: string;
	inputRef: RefObject< HTMLInputElement >;
	onType: ( text: string ) => void;
	onBlur: () => void;
	onEnter: () => void;
}

/**
 * A typed day field.
 *
 * @param props          Component props.
 * @param props.which    Which end of the range.
 * @param props.label    Its label.
 * @param props.text     What is typed.
 * @param props.error    Why it is not a valid day, if it is not.
 * @param props.pattern  The date form.
 * @param props.inputRef The input's ref (the dialog focuses a wrong field).
 * @param props.onType   Called with the new text.
 * @param props.onBlur   Called when the field loses the focus.
 * @param props.onEnter  Called on Enter.
 */
export default function TypedDayField( {
	which,
	label,
	text,
	error,
	pattern,
	inputRef,
	onType,
	onBlur,
	onEnter,
}: TypedDayFieldProps ) {
	const id = `googlesitekit-date-range-calendar-${ which }`;
	return (
		<div className="googlesitekit-date-range-calendar__field">
			<label htmlFor={ id }>{ label }</label>
			<input
				ref={ inputRef }
				id={ id }
				type="text"
				inputMode="numeric"
				autoComplete="off"
				spellCheck={ false }
				placeholder={ pattern }
				value={ text }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ `googlesitekit-date-range-calendar-hint${
					error ? ` ${ id }-error` : ''
				}` }
				onChange={ ( event ) => onType( event.target.value ) }
				onBlur={ onBlur }
				onKeyDown={ ( event ) => {
					if ( event.key === 'Enter' ) {
						event.preventDefault();
						onEnter();
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
}
