/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { searchConsoleStore } from './store';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Notice from '../../components/ui/Notice';
import Progress from '../../components/ui/Progress';
import SelectField from '../../components/ui/SelectField';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import { propertyLabel, useMatchedSites } from './hooks';
import { isReadable } from './properties';

/**
 * Search Console's settings form: which of the user's properties for this
 * site is connected. Edits go into the store; the settings screen saves them.
 */
export default function SettingsEdit() {
	const { settings, loadError, validationError, isSaving } =
		useModuleSettings( searchConsoleStore );
	const { setSettings } = useDispatch( searchConsoleStore );
	const matched = useMatchedSites();

	if ( loadError ) {
		return <ErrorNotice error={ loadError } />;
	}
	if ( matched.error && ! matched.data ) {
		return (
			<ErrorNotice error={ matched.error } onRetry={ matched.refetch } />
		);
	}
	if ( settings === undefined || ! matched.data ) {
		return (
			<Progress
				label={ __(
					'Loading your Search Console properties…',
					'google-site-kit'
				) }
			/>
		);
	}

	// Properties the user may not read (siteUnverifiedUser) cannot be connected.
	const ids = matched.data
		.filter( isReadable )
		.map( ( site ) => site.siteURL );
	if ( settings.propertyID && ! ids.includes( settings.propertyID ) ) {
		// Keep the saved property selectable even if Google no longer lists it.
		ids.unshift( settings.propertyID );
	}
	return (
		<div className="googlesitekit-module-edit">
			<SelectField
				label={ __( 'Property', 'google-site-kit' ) }
				value={ settings.propertyID }
				options={ ids.map( ( id ) => ( {
					value: id,
					label: propertyLabel( id ),
				} ) ) }
				disabled={ isSaving }
				placeholder={ __( 'Select a property', 'google-site-kit' ) }
				onChange={ ( propertyID ) => setSettings( { propertyID } ) }
			/>
			{ validationError && (
				<Notice type="error">
					<p>{ validationError }</p>
				</Notice>
			) }
		</div>
	);
}
