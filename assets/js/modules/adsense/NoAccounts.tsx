/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import NoAccountNotice from '../common/components/NoAccountNotice';
import { SIGN_UP_URL } from './hooks';

interface NoAccountsProps {
	onCheckAgain: () => void;
	isChecking: boolean;
}

/**
 * What a user without an AdSense account sees.
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
				'Your Google account has no AdSense account yet. Sign up for AdSense, then come back here to connect it.',
				'google-site-kit'
			) }
			createURL={ SIGN_UP_URL }
			createLabel={ __( 'Sign up for AdSense', 'google-site-kit' ) }
			onCheckAgain={ onCheckAgain }
			isChecking={ isChecking }
		/>
	);
}
