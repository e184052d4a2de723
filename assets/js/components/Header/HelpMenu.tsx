/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Menu from './Menu';
import { modulesStore } from '../../datastore/modules';
import { siteStore } from '../../datastore/site';
import { trackEvent } from '../../datastore/tracking';
import { getModuleServices } from '../../widgets/module-lists/services';
import type { HelpLink } from '../../widgets/module-lists/types';

export const SUPPORT_FORUM_URL =
	'https://wordpress.org/support/plugin/google-site-kit/';

/** The modules with help links of their own (their service's `helpLinks`), shown while the module is active. */
function helpModules() {
	return Object.entries( getModuleServices() ).filter(
		( [ , service ] ) => service.helpLinks?.length
	);
}

interface HelpMenuProps {
	/** The spec's view context, for the event category. */
	viewContext: string;
}

/**
 * The header's help menu (spec §2).
 *
 * @param props             Component props.
 * @param props.viewContext
 */
export default function HelpMenu( { viewContext }: HelpMenuProps ) {
	const { fixURL, docsURL, activeModules } = useSelect(
		( select ) => ( {
			fixURL: select( siteStore ).getDocumentationLinkURL(
				'fix-common-issues'
			),
			docsURL:
				select( siteStore ).getDocumentationLinkURL( 'documentation' ),
			// A string, so that an unchanged list is an unchanged value.
			activeModules: helpModules()
				.filter( ( [ slug ] ) =>
					select( modulesStore ).isModuleActive( slug )
				)
				.map( ( [ slug ] ) => slug )
				.join( ' ' ),
		} ),
		[]
	);
	const active = activeModules.split( ' ' );
	const moduleLinks: HelpLink[] = helpModules()
		.filter( ( [ slug ] ) => active.includes( slug ) )
		.flatMap( ( [ , service ] ) => service.helpLinks || [] );
	const items = [
		{ label: __( 'Fix common issues', 'google-site-kit' ), url: fixURL },
		{ label: __( 'Read help docs', 'google-site-kit' ), url: docsURL },
		{
			label: __( 'Get support', 'google-site-kit' ),
			url: SUPPORT_FORUM_URL,
		},
		...moduleLinks,
	];
	return (
		<Menu
			id="googlesitekit-help-menu"
			title={ __( 'Help', 'google-site-kit' ) }
			label={ <span aria-hidden="true">?</span> }
			buttonClassName="googlesitekit-help-menu__button"
			onOpen={ () =>
				trackEvent( `${ viewContext }_headerbar`, 'open_helpmenu' )
			}
		>
			{ ( close ) =>
				items.map( ( item ) => (
					<a
						key={ item.label }
						role="menuitem"
						className="googlesitekit-menu__item"
						href={ item.url }
						target="_blank"
						rel="noopener noreferrer"
						onClick={ close }
					>
						{ item.label }
					</a>
				) )
			}
		</Menu>
	);
}
