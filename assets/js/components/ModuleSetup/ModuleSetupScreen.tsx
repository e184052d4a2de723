/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { removeQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import ScreenLayout from '../ScreenLayout';
import SetupLoading from './SetupLoading';
import { getModuleComponents } from '../../widgets/module-lists/components';
import { locationStore } from '../../datastore/location';
import { modulesStore } from '../../datastore/modules';
import { siteStore } from '../../datastore/site';
import { useSiteKitRegistry } from '../../datastore/use-registry';

interface ModuleSetupScreenProps {
	/** Slug of the module being set up. */
	slug: string;
}

/**
 * The module setup screen (moduleSetup view context): the module's own setup
 * component inside the full Site Kit frame.
 *
 * @param props      Component props.
 * @param props.slug
 */
export default function ModuleSetupScreen( { slug }: ModuleSetupScreenProps ) {
	const module = useSelect(
		( select ) => select( modulesStore ).getModule( slug ),
		[ slug ]
	);
	const dashboardURL = useSelect(
		( select ) =>
			select( siteStore ).getAdminURL( 'googlesitekit-dashboard' ),
		[]
	);
	const { navigateTo } = useDispatch( locationStore );
	const registry = useSiteKitRegistry();
	// Read when called, not when rendered: a setup that resumes by itself (Analytics after the consent screen)
	// calls the finishSetup of its first render, which may predate the site info.
	const finishSetup = useCallback(
		( redirectURL?: string ) => {
			navigateTo(
				redirectURL ||
					registry
						.select( siteStore )
						.getAdminURL( 'googlesitekit-dashboard' ) ||
					removeQueryArgs( window.location.href, 'slug', 'reAuth' )
			);
		},
		[ navigateTo, registry ]
	);
	const SetupComponent = getModuleComponents( slug )?.SetupComponent;

	if ( module === undefined ) {
		return <SetupLoading />;
	}
	if ( module === null || ! SetupComponent ) {
		return (
			<ScreenLayout title={ __( 'Set up a service', 'google-site-kit' ) }>
				<div className="notice notice-error inline">
					<p>
						{ sprintf(
							/* translators: %s: module slug from the address */
							__(
								'Site Kit has no service called “%s” to set up.',
								'google-site-kit'
							),
							slug
						) }
					</p>
				</div>
				<p>
					<a href={ dashboardURL }>
						{ __( 'Back to the dashboard', 'google-site-kit' ) }
					</a>
				</p>
			</ScreenLayout>
		);
	}
	return (
		<ScreenLayout
			title={ sprintf(
				/* translators: %s: service name, e.g. Analytics */
				__( 'Set up %s', 'google-site-kit' ),
				module.name
			) }
		>
			<SetupComponent finishSetup={ finishSetup } />
		</ScreenLayout>
	);
}
