/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import { searchConsoleStore } from './store';
import { siteStore } from '../../datastore/site';
import { useDatapointActions } from '../common/hooks/use-datapoint';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Notice from '../../components/ui/Notice';
import Progress from '../../components/ui/Progress';
import SelectField from '../../components/ui/SelectField';
import SetupGate from '../common/components/SetupGate';
import VerificationStep from '../common/components/VerificationStep';
import { useModuleSettings } from '../common/hooks/use-module-settings';
import { isSameSiteURL } from '../common/util';
import DomainVerification from '../site-verification/DomainVerification';
import type { ModuleSetupProps } from '../../widgets/module-lists/types';
import { propertyLabel, useMatchedSites } from './hooks';
import { domainOf, isDomainProperty, isReadable } from './properties';
import type { MatchedSite } from './types';

/** The choice that adds the home URL to Search Console before saving it. */
export const ADD_SITE = 'add_site';

/**
 * The property to start with: the saved one if the user may still read it,
 * else the best readable match (the server lists the best first: the home
 * URL's own URL-prefix property, then domain properties, then parent paths),
 * else adding the site.
 *
 * @param readable The matched properties the user may read, best first.
 * @param saved    The saved property ID.
 * @param homeURL  The site's home URL.
 */
function defaultChoice(
	readable: MatchedSite[],
	saved: string,
	homeURL: string
): string {
	const ids = readable.map( ( site ) => site.siteURL );
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
 * Properties that cover the site but that the user may not read, with why.
 *
 * @param props       Component props.
 * @param props.sites Properties listed as siteUnverifiedUser.
 */
function UnreadableProperties( { sites }: { sites: MatchedSite[] } ) {
	return (
		<Notice type="info">
			<p>
				{ __(
					'Your Google account is listed on these Search Console properties as an unverified user, so Site Kit cannot read their data:',
					'google-site-kit'
				) }
			</p>
			<ul className="googlesitekit-setup-module__unreadable">
				{ sites.map( ( site ) => (
					<li key={ site.siteURL }>
						{ propertyLabel( site.siteURL ) }
					</li>
				) ) }
			</ul>
		</Notice>
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
	const { setDatapoint } = useDatapointActions();
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

	const readable = matched.data.filter( isReadable );
	const unreadable = matched.data.filter( ( site ) => ! isReadable( site ) );
	// The most specific unverified domain property, to verify through DNS.
	const unverifiedDomain = unreadable.find( ( site ) =>
		isDomainProperty( site.siteURL )
	);
	const value =
		choice ?? defaultChoice( readable, settings.propertyID, homeURL );
	const options = readable.map( ( site ) => ( {
		value: site.siteURL,
		label: propertyLabel( site.siteURL ),
	} ) );
	const busy = isAdding || isSaving || isNavigating;

	const submit = async () => {
		setAddError( null );
		let propertyID = value;
		if ( value === ADD_SITE ) {
			setIsAdding( true );
			// A new property covers the site: the store reads matched-sites again.
			const added = await setDatapoint< MatchedSite >(
				'search-console',
				'site',
				{ siteURL: homeURL },
				{ invalidates: [ 'matched-sites' ] }
			);
			setIsAdding( false );
			if ( added.error ) {
				setAddError( added.error );
				return;
			}
			propertyID = added.response.siteURL;
			setChoice( propertyID );
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

	let addNotice: string | null = null;
	if ( ! readable.length ) {
		addNotice = unverifiedDomain
			? sprintf(
					/* translators: %s: the site's home URL */
					__(
						'Or let Site Kit add %s to Search Console as a URL-prefix property: it covers this site only, and Site Kit has verified it already.',
						'google-site-kit'
					),
					homeURL
			  )
			: sprintf(
					/* translators: %s: the site's home URL */
					__(
						'Your Google account has no Search Console property for %s yet. Site Kit will add it for you.',
						'google-site-kit'
					),
					homeURL
			  );
	}

	return (
		<form
			className="googlesitekit-setup-module__form"
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			{ readable.length > 0 && (
				<SelectField
					label={ __( 'Property', 'google-site-kit' ) }
					value={ value }
					options={ options }
					disabled={ busy }
					placeholder={ __( 'Select a property', 'google-site-kit' ) }
					help={
						isDomainProperty( value )
							? __(
									'A domain property holds every subdomain and both http and https: Site Kit shows its figures as Search Console counts them for the whole domain.',
									'google-site-kit'
							  )
							: undefined
					}
					onChange={ setChoice }
				/>
			) }
			{ unreadable.length > 0 && (
				<UnreadableProperties sites={ unreadable } />
			) }
			{ ! readable.length && unverifiedDomain && (
				<DomainVerification
					domain={ domainOf( unverifiedDomain.siteURL ) }
					onVerified={ matched.refetch }
				/>
			) }
			{ addNotice && (
				<Notice type="info">
					<p>{ addNotice }</p>
				</Notice>
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
 * Search Console setup: makes sure the site is verified, then connects a
 * property that covers it (adding the home URL to Search Console only when
 * the user may read none).
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
						'Search Console shows how your site appears in Google Search. Site Kit connects a Search Console property that covers this site: its own URL-prefix property, or a domain property of its domain.',
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
