/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { analyticsStore } from './store';
import CheckboxField from '../../components/ui/CheckboxField';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Notice from '../../components/ui/Notice';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import AnalyticsSelects from './AnalyticsSelects';
import { useAccountSummaries, useWebDataStreams } from './hooks';
import NoAccounts from './NoAccounts';
import { accountsGate } from '../common/components/accounts-gate';
import { selectionFromSettings } from './selection';
import type { AnalyticsSelection } from './types';

/**
 * Analytics' settings form: another existing account, property or stream, and
 * the snippet. Edits go into the store; the settings screen saves them.
 */
export default function SettingsEdit() {
	const { settings, loadError, validationError, isSaving } =
		useModuleSettings( analyticsStore );
	const { setSettings } = useDispatch( analyticsStore );
	const summaries = useAccountSummaries();
	const streams = useWebDataStreams( settings?.propertyID );
	const onChange = useCallback(
		( selection: AnalyticsSelection ) => setSettings( selection ),
		[ setSettings ]
	);

	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	const gate = accountsGate( {
		accounts: summaries,
		settingsLoaded: settings !== undefined,
		loadingLabel: __(
			'Loading your Analytics accounts…',
			'google-site-kit'
		),
		NoAccounts,
	} );
	if ( gate || ! summaries.data || settings === undefined ) {
		return gate;
	}

	return (
		<div className="googlesitekit-module-edit">
			{ settings.enableGA4PropertyTooltip && (
				<Notice type="info">
					<p>
						{ __(
							'Choose the Google Analytics 4 property and web data stream of this site, then confirm.',
							'google-site-kit'
						) }
					</p>
				</Notice>
			) }
			<AnalyticsSelects
				value={ selectionFromSettings( settings ) }
				onChange={ onChange }
				accounts={ summaries.data }
				streams={ streams }
				allowCreate={ false }
				disabled={ isSaving }
			/>
			<CheckboxField
				label={ __(
					'Place the Google Analytics code on your site',
					'google-site-kit'
				) }
				checked={ settings.useSnippet }
				disabled={ isSaving }
				onChange={ ( useSnippet ) => setSettings( { useSnippet } ) }
			/>
			{ validationError && (
				<Notice type="error">
					<p>{ validationError }</p>
				</Notice>
			) }
		</div>
	);
}
