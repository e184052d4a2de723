/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { set } from '../../api';
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import { searchConsoleStore } from '../../datastore/module-settings';
import { request } from '../../datastore/shared/request';
import { siteStore } from '../../datastore/site';
import ErrorNotice from '../common/components/ErrorNotice';
import Notice from '../common/components/Notice';
import Progress from '../common/components/Progress';
import SelectField from '../common/components/SelectField';
import SetupGate from '../common/components/SetupGate';
import VerificationStep from '../common/components/VerificationStep';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import { isSameSiteURL } from '../common/util';
import type { ModuleSetupProps } from '../types';
import { propertyLabel, useMatchedSites } from './hooks';
import type { MatchedSite } from './types';

/** The choice that adds the home URL to Search Console before saving it. */
export const ADD_SITE = 'add_site';

/**
 * The property to start with: the saved one, else the home URL, else any
 * property that covers the site, else adding the site.
 *
 * @param sites   The matched properties.
 * @param saved   The saved property ID.
 * @param homeURL The site's home URL.
 */
function defaultChoice(
	sites: MatchedSite[],
	saved: string,
	homeURL: string
): string {
	const ids = sites.map( ( site ) => site.siteURL );
	if ( saved && ids.includes( saved ) ) {
		return saved;
	}
	return (
		ids.find( ( id ) => isSameSiteURL( id, homeURL ) ) ??
		ids[ 0 ] ??
		ADD_SITE
	);
}

/**
 * Picks (or adds) the Search Console property of the site and saves it.
 *
 * @param props             Component props.
 * @param props.finishSetup
 */
function PropertyForm( { finishSetup }: ModuleSetupProps ) {
	const matched = useMatchedSites();
	const homeURL = useSelect(
		( select ) => select( siteStore ).getHomeURL(),
		[]
	);
	const isNavigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	const { settings, saveError, isSaving } =
		useModuleSettings( searchConsoleStore );
	const { setSettings, submitChanges } = useDispatch( searchConsoleStore );
	const [ choice, setChoice ] = useState< string | null >( null );
	const [ isAdding, setIsAdding ] = useState( false );
	const [ addError, setAddError ] = useState< APIError | null >( null );

	if ( matched.error && ! matched.data ) {
		return (
			<ErrorNotice error={ matched.error } onRetry={ matched.refetch } />
		);
	}
	if ( ! matched.data || settings === undefined || ! homeURL ) {
		return (
			<Progress
				label={ __(
					'Loading your Search Console properties…',
					'google-site-kit'
				) }
			/>
		);
	}

	const sites = matched.data;
	const value =
		choice ?? defaultChoice( sites, settings.propertyID, homeURL );
	const hasHome = sites.some( ( site ) =>
		isSameSiteURL( site.siteURL, homeURL )
	);
	const options = sites.map( ( site ) => ( {
		value: site.siteURL,
		label: propertyLabel( site.siteURL ),
	} ) );
	if ( ! hasHome ) {
		options.push( {
			value: ADD_SITE,
			label: sprintf(
				/* translators: %s: the site's home URL */
				__( 'Add %s to Search Console', 'google-site-kit' ),
				homeURL
			),
		} );
	}
	const busy = isAdding || isSaving || isNavigating;

	const submit = async () => {
		setAddError( null );
		let propertyID = value;
		if ( value === ADD_SITE ) {
			setIsAdding( true );
			const added = await request( () =>
				set< MatchedSite >( 'modules', 'search-console', 'site', {
					siteURL: homeURL,
				} )
			);
			setIsAdding( false );
			if ( added.error ) {
				setAddError( added.error );
				return;
			}
			propertyID = added.response.siteURL;
			setChoice( propertyID );
			matched.refetch();
		}
		setSettings( { propertyID } );
		const { error } = await submitChanges();
		if ( ! error ) {
			finishSetup();
		}
	};

	let buttonLabel = __( 'Configure Search Console', 'google-site-kit' );
	if ( isAdding ) {
		buttonLabel = __( 'Adding your site…', 'google-site-kit' );
	} else if ( isSaving ) {
		buttonLabel = __( 'Saving…', 'google-site-kit' );
	}

	return (
		<form
			className="googlesitekit-setup-module__form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			{ sites.length === 0 ? (
				<Notice type="info">
					<p>
						{ sprintf(
							/* translators: %s: the site's home URL */
							__(
								'Your Google account has no Search Console property for %s yet. Site Kit will add it for you.',
								'google-site-kit'
							),
							homeURL
						) }
					</p>
				</Notice>
			) : (
				<SelectField
					label={ __( 'Property', 'google-site-kit' ) }
					value={ value }
					options={ options }
					disabled={ busy }
					placeholder={ __( 'Select a property', 'google-site-kit' ) }
					onChange={ setChoice }
				/>
			) }
			{ addError && <ErrorNotice error={ addError } /> }
			{ saveError && <ErrorNotice error={ saveError } /> }
			<div className="googlesitekit-setup-module__actions">
				<button
					type="submit"
					className="button button-primary"
					disabled={ busy }
				>
					{ buttonLabel }
				</button>
			</div>
		</form>
	);
}

/**
 * Search Console setup: makes sure the site is verified, then connects the
 * property that matches the home URL (adding it to Search Console if needed).
 *
 * @param props             Component props.
 * @param props.finishSetup
 */
export default function SetupMain( { finishSetup }: ModuleSetupProps ) {
	return (
		<SetupGate slug="search-console">
			<div className="googlesitekit-setup-module">
				<p className="googlesitekit-setup-module__intro">
					{ __(
						'Search Console shows how your site appears in Google Search. Site Kit connects the Search Console property of this site.',
						'google-site-kit'
					) }
				</p>
				<VerificationStep>
					{ () => <PropertyForm finishSetup={ finishSetup } /> }
				</VerificationStep>
			</div>
		</SetupGate>
	);
}
