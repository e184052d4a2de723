/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { APIError } from '../../../api/types';
import { siteStore } from '../../../datastore/site';
import CheckboxField from '../../ui/CheckboxField';
import ErrorNotice from '../../ui/ErrorNotice';
import SettingsBox from './SettingsBox';

/**
 * The plugin settings card of the Admin Settings tab (spec §2): whether the
 * front end's admin bar shows Site Kit's stats item. Saved on change, showing
 * the new state and disabled while saving; a failed save shows under the
 * checkbox, which goes back to the saved state.
 */
export default function PluginSettingsCard() {
	const showAdminBar = useSelect(
		( select ) => select( siteStore ).getShowAdminBar(),
		[]
	);
	const saving = useSelect(
		( select ) => select( siteStore ).isSavingShowAdminBar(),
		[]
	);
	const loadError = useSelect(
		( select ) =>
			select( siteStore ).getErrorForSelector( 'getShowAdminBar' ),
		[]
	);
	const { setShowAdminBar } = useDispatch( siteStore );
	const [ error, setError ] = useState< APIError | null >( null );
	// The state asked for, shown while it is being saved.
	const [ pending, setPending ] = useState< boolean | null >( null );

	const onChange = async ( enabled: boolean ) => {
		setError( null );
		setPending( enabled );
		const result = await setShowAdminBar( enabled );
		setPending( null );
		if ( result.error ) {
			setError( result.error );
		}
	};

	const shownError =
		error ?? ( showAdminBar === undefined ? loadError : null );

	return (
		<SettingsBox
			title={ __( 'Plugin Settings', 'google-site-kit' ) }
			className="googlesitekit-settings-plugin-settings"
		>
			<CheckboxField
				label={ __(
					'Display relevant page stats in the Admin bar',
					'google-site-kit'
				) }
				help={ __(
					'Logged-in users who can see the Site Kit dashboard get a Site Kit item in the admin bar of your site’s pages, with the stats of the page they are on.',
					'google-site-kit'
				) }
				checked={ pending ?? !! showAdminBar }
				disabled={ showAdminBar === undefined || saving }
				onChange={ onChange }
			/>
			{ shownError && <ErrorNotice error={ shownError } /> }
		</SettingsBox>
	);
}
