/**
 * What a module's setup form and settings form show instead of their fields while the user's accounts at the
 * service load, when they could not be read, or when there are none: the one gate both forms of AdSense and
 * Analytics pass first.
 */

/**
 * External dependencies
 */
import type { ComponentType, ReactElement } from 'react';

/**
 * Internal dependencies
 */
import ErrorNotice from '../../../components/ui/ErrorNotice';
import Progress from '../../../components/ui/Progress';
import type { DatapointRead } from '../hooks/use-datapoint';

interface AccountsGateOptions {
	/** The user's accounts. */
	accounts: DatapointRead< unknown[] >;
	/** Whether the module's settings have loaded. */
	settingsLoaded: boolean;
	/** Translated "Loading your … accounts…". */
	loadingLabel: string;
	/** The module's notice for a user without an account. */
	NoAccounts: ComponentType< {
		onCheckAgain: () => void;
		isChecking: boolean;
	} >;
}

/**
 * The error (with Retry), the progress or the no-account notice, or null once there are accounts to choose from
 * and the settings have loaded.
 *
 * @param options                Options.
 * @param options.accounts
 * @param options.settingsLoaded
 * @param options.loadingLabel
 * @param options.NoAccounts
 */
export function accountsGate( {
	accounts,
	settingsLoaded,
	loadingLabel,
	NoAccounts,
}: AccountsGateOptions ): ReactElement | null {
	if ( accounts.error && ! accounts.data ) {
		return (
			<ErrorNotice
				error={ accounts.error }
				onRetry={ accounts.refetch }
			/>
		);
	}
	if ( ! accounts.data || ! settingsLoaded ) {
		return <Progress label={ loadingLabel } />;
	}
	if ( ! accounts.data.length ) {
		return (
			<NoAccounts
				onCheckAgain={ accounts.refetch }
				isChecking={ accounts.isFetching }
			/>
		);
	}
	return null;
}
