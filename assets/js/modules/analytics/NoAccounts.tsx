/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import NoAccountNotice from '../common/components/NoAccountNotice';
import { CREATE_ACCOUNT_URL } from './constants';

interface NoAccountsProps {
	onCheckAgain: () => void;
	isChecking: boolean;
}

/**
 * What a user without a Google Analytics account sees.
 *
 * @param props              Component props.
 * @param props.onCheckAgain
 * @param props.isChecking
 */
export default function NoAccounts( {
	onCheckAgain,
	isChecking,
}: NoAccountsProps ) {
	return (
		<NoAccountNotice
			message={ __(
				'Your Google account has no Google Analytics account yet. Create one at Google Analytics, then come back here to connect it.',
				'google-site-kit'
			) }
			createURL={ CREATE_ACCOUNT_URL }
			createLabel={ __(
				'Create an account at Google Analytics',
				'google-site-kit'
			) }
			onCheckAgain={ onCheckAgain }
			isChecking={ isChecking }
		/>
	);
}
