/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import type { UserInputQuestion } from '../../datastore/user/constants';

/**
 * Who last saved a question's answers, with their photo (spec §2); nothing
 * when nobody has answered it yet.
 *
 * @param props          Component props.
 * @param props.question Question key.
 */
export default function UserInputAuthor( {
	question,
}: {
	question: UserInputQuestion;
} ) {
	const author = useSelect(
		( select ) => select( userStore ).getUserInputSettingAuthor( question ),
		[ question ]
	);
	if ( ! author ) {
		return null;
	}
	return (
		<div className="googlesitekit-user-input__author">
			<span>
				{ __(
					'This question has been answered by:',
					'google-site-kit'
				) }
			</span>
			<span className="googlesitekit-user-input__author-user">
				{ author.photo && (
					<img
						src={ author.photo }
						alt=""
						width={ 24 }
						height={ 24 }
					/>
				) }
				<strong>{ author.login }</strong>
			</span>
		</div>
	);
}
