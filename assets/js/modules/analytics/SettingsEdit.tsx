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
import Progress from '../../components/ui/Progress';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import AnalyticsSelects from './AnalyticsSelects';
import { useAccountSummaries, useWebDataStreams } from './hooks';
import NoAccounts from './NoAccounts';
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
	if ( summaries.error && ! summaries.data ) {
		return (
			<ErrorNotice
				error={ summaries.error }
				onRetry={ summaries.refetch }
			/>
		);
	}
	if ( settings === undefined || ! summaries.data ) {
		return (
			<Progress
				label={ __(
					'Loading your Analytics accounts…',
					'google-site-kit'
				) }
			/>
		);
	}
	if ( ! summaries.data.length ) {
		return (
			<NoAccounts
				onCheckAgain={ summaries.refetch }
				isChecking={ summaries.isFetching }
			/>
		);
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
