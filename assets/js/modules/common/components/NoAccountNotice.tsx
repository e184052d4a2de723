/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Notice from '../../../components/ui/Notice';

interface NoAccountNoticeProps {
	/** Why there is nothing to choose. */
	message: string;
	/** Where the user creates an account, at Google. */
	createURL: string;
	createLabel: string;
	/** Reads the accounts again (after the user created one). */
	onCheckAgain: () => void;
	isChecking: boolean;
}

/**
 * What a user without an account at a Google service sees: where to create
 * one, and a way to look again once they have.
 *
 * @param props              Component props.
 * @param props.message
 * @param props.createURL
 * @param props.createLabel
 * @param props.onCheckAgain
 * @param props.isChecking
 */
export default function NoAccountNotice( {
	message,
	createURL,
	createLabel,
	onCheckAgain,
	isChecking,
}: NoAccountNoticeProps ) {
	return (
		<Notice
			type="info"
			actions={
				<>
					<a
						className="button button-primary"
						href={ createURL }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ createLabel }
						<span className="screen-reader-text">
							{ __( '(opens in a new tab)', 'google-site-kit' ) }
						</span>
					</a>
					<button
						type="button"
						className="button"
						disabled={ isChecking }
						onClick={ onCheckAgain }
					>
						{ isChecking
							? __( 'Checking…', 'google-site-kit' )
							: __(
									'I created one, check again',
									'google-site-kit'
							  ) }
					</button>
				</>
			}
		>
			<p>{ message }</p>
		</Notice>
	);
}
