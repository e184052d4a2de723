/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../datastore/modules';
import { useDatapoint } from '../common/hooks/use-datapoint';
import type { AdSenseAccount } from './types';

/** Where a user without an AdSense account signs up. */
export const SIGN_UP_URL = 'https://adsense.google.com/start/';

/**
 * The user's AdSense accounts.
 */
export function useAdSenseAccounts() {
	return useDatapoint< AdSenseAccount[] >( 'adsense', 'accounts', {} );
}

/**
 * Why AdSense cannot serve ads on this site, if the server said so.
 */
export function useRequirementsError() {
	return useSelect(
		( select ) =>
			select( modulesStore ).getCheckRequirementsError( 'adsense' ),
		[]
	);
}

/**
 * The client ID the Auto ads snippet names for a publisher: `ca-pub-…`.
 *
 * @param accountID `pub-…`.
 */
export function clientIDFor( accountID: string ): string {
	return accountID ? `ca-${ accountID }` : '';
}

/**
 * How an account reads in the select: its name and publisher ID.
 *
 * @param account AdSense account.
 */
export function accountLabel( account: AdSenseAccount ): string {
	return sprintf(
		/* translators: 1: account name, 2: publisher ID (pub-…) */
		__( '%1$s (%2$s)', 'google-site-kit' ),
		account.displayName,
		account._id
	);
}
