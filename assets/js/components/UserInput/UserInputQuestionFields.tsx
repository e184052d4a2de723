/**
 * External dependencies
 */
import type { KeyboardEvent, Ref } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import {
	USER_INPUT_ANSWERS,
	USER_INPUT_MAX_ANSWERS,
	type UserInputQuestion,
} from '../../datastore/user/constants';
import CheckboxField from '../ui/CheckboxField';
import {
	answerLabel,
	questionDescription,
	questionInstruction,
	questionTitle,
} from './labels';
import UserInputAuthor from './UserInputAuthor';

const NO_VALUES: string[] = [];

interface UserInputQuestionFieldsProps {
	question: UserInputQuestion;
	/** Every option off (while saving or leaving the page). */
	disabled: boolean;
	/** The validation message to show, if any. */
	error?: string | null;
	/** The question's heading, to move focus to when the step opens. */
	headingRef?: Ref< HTMLHeadingElement >;
	/** Enter pressed on an option. */
	onEnter: () => void;
}

/**
 * One personalisation question (spec §2, §5): its title, what it is for, how
 * many answers it takes, its options (radio buttons when it takes one answer,
 * checkboxes otherwise, the unchecked ones disabled once the maximum is
 * reached), the validation message and who answered it.
 *
 * @param props            Component props.
 * @param props.question
 * @param props.disabled
 * @param props.error
 * @param props.headingRef
 * @param props.onEnter
 */
export default function UserInputQuestionFields( {
	question,
	disabled,
	error,
	headingRef,
	onEnter,
}: UserInputQuestionFieldsProps ) {
	const id = useId();
	const values = useSelect(
		( select ) =>
			select( userStore ).getUserInputSetting( question ) ?? NO_VALUES,
		[ question ]
	);
	const { setUserInputSetting } = useDispatch( userStore );
	const max = USER_INPUT_MAX_ANSWERS[ question ];
	const single = max === 1;
	const full = values.length >= max;

	const toggle = ( value: string, checked: boolean ) => {
		const others = values.filter( ( item ) => item !== value );
		setUserInputSetting(
			question,
			checked ? [ ...others, value ] : others
		);
	};

	// Enter on an option goes on (the step's own rules decide whether it may).
	const onKeyDown = ( event: KeyboardEvent< HTMLElement > ) => {
		const target = event.target as HTMLInputElement;
		if (
			event.key === 'Enter' &&
			target.tagName === 'INPUT' &&
			( target.type === 'radio' || target.type === 'checkbox' )
		) {
			event.preventDefault();
			onEnter();
		}
	};

	const describedBy = [
		`${ id }-description`,
		`${ id }-instruction`,
		error ? `${ id }-error` : '',
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<fieldset
			className="googlesitekit-user-input__question"
			aria-describedby={ describedBy }
		>
			<legend className="googlesitekit-user-input__legend">
				<h3
					ref={ headingRef }
					tabIndex={ -1 }
					className="googlesitekit-user-input__title"
				>
					{ questionTitle( question ) }
				</h3>
			</legend>
			<p
				id={ `${ id }-description` }
				className="googlesitekit-user-input__description"
			>
				{ questionDescription( question ) }
			</p>
			<p
				id={ `${ id }-instruction` }
				className="googlesitekit-user-input__instruction"
			>
				{ questionInstruction( question ) }
			</p>
			{ /* Enter is handled for the options inside; each option is itself focusable. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-static-element-interactions */ }
			<div
				className={ `googlesitekit-user-input__options googlesitekit-user-input__options--${
					single ? 'radio' : 'checkbox'
				}` }
				onKeyDown={ onKeyDown }
			>
				{ USER_INPUT_ANSWERS[ question ].map( ( value ) => {
					const checked = values.includes( value );
					const label = answerLabel( question, value );
					if ( single ) {
						const optionId = `${ id }-${ value }`;
						return (
							<div
								key={ value }
								className="googlesitekit-user-input__radio"
							>
								<input
									id={ optionId }
									type="radio"
									name={ `googlesitekit-user-input-${ question }` }
									value={ value }
									checked={ checked }
									disabled={ disabled }
									onChange={ () =>
										setUserInputSetting( question, [
											value,
										] )
									}
								/>
								<label htmlFor={ optionId }>{ label }</label>
							</div>
						);
					}
					return (
						<CheckboxField
							key={ value }
							label={ label }
							checked={ checked }
							disabled={ disabled || ( full && ! checked ) }
							onChange={ ( isChecked ) =>
								toggle( value, isChecked )
							}
						/>
					);
				} ) }
			</div>
			{ error && (
				<p
					id={ `${ id }-error` }
					className="googlesitekit-form-error googlesitekit-user-input__error"
					role="alert"
				>
					{ error }
				</p>
			) }
			<UserInputAuthor question={ question } />
		</fieldset>
	);
}
