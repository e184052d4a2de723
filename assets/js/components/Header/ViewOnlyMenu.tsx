/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Menu from './Menu';
import TrackingOptIn from '../TrackingOptIn';
import { getModuleIcon } from '../../widgets/module-lists/icons';
import { modulesStore } from '../../datastore/modules';
import { siteStore } from '../../datastore/site';
import { userStore } from '../../datastore/user';

interface ViewOnlyMenuProps {
	viewContext: string;
}

/**
 * The view-only menu (spec §2): what a shared-dashboard visitor sees and why they cannot change it.
 *
 * @param props             Component props.
 * @param props.viewContext
 */
export default function ViewOnlyMenu( { viewContext }: ViewOnlyMenuProps ) {
	const { canAuthenticate, connectURL, docsURL, shared } = useSelect(
		( select ) => {
			const modules = select( modulesStore ).getModules() || [];
			return {
				canAuthenticate: select( userStore ).hasCapability(
					'googlesitekit_authenticate'
				),
				connectURL: select( siteStore ).getConnectURL( {} ),
				docsURL:
					select( siteStore ).getDocumentationLinkURL(
						'dashboard-sharing'
					),
				shared: modules.filter(
					( module ) =>
						module.shareable &&
						module.active &&
						select( userStore ).hasCapability(
							'googlesitekit_read_shared_module_data',
							module.slug
						)
				),
			};
		},
		[]
	);
	return (
		<Menu
			id="googlesitekit-view-only-menu"
			title={ __( 'View only', 'google-site-kit' ) }
			label={ __( 'View only', 'google-site-kit' ) }
			buttonClassName="googlesitekit-view-only-menu__button"
			onOpen={ () => undefined }
		>
			{ () => (
				<div className="googlesitekit-view-only-menu">
					<p>
						{ __(
							'You can see stats from the services shared with you, but you cannot change anything.',
							'google-site-kit'
						) }
					</p>
					{ canAuthenticate ? (
						<a
							role="menuitem"
							className="button button-primary"
							href={ connectURL }
						>
							{ __( 'Sign in with Google', 'google-site-kit' ) }
						</a>
					) : (
						<a
							role="menuitem"
							className="googlesitekit-menu__item"
							href={ docsURL }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __( 'Learn more', 'google-site-kit' ) }
						</a>
					) }
					<h4>{ __( 'Shared services', 'google-site-kit' ) }</h4>
					<ul className="googlesitekit-view-only-menu__services">
						{ shared.map( ( module ) => {
							const Icon = getModuleIcon( module.slug );
							return (
								<li key={ module.slug }>
									{ Icon && <Icon size={ 18 } /> }{ ' ' }
									{ module.name }
									{ canAuthenticate && module.owner && (
										<span className="googlesitekit-view-only-menu__owner">
											{ sprintf(
												/* translators: %s: login of the admin who shares the service */
												__(
													'Shared by %s',
													'google-site-kit'
												),
												module.owner.login
											) }
										</span>
									) }
								</li>
							);
						} ) }
					</ul>
					<TrackingOptIn viewContext={ viewContext } />
				</div>
			) }
		</Menu>
	);
}
