/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useModuleSetupURL } from '../../widgets/hooks/use-module-setup-url';
import type { Module } from '../../datastore/modules/types';
import Notice from '../ui/Notice';

/**
 * An active module whose setup was not finished: says so and links to its
 * setup screen, which asks Google for any permission still missing.
 *
 * @param props        Component props.
 * @param props.module The module.
 */
export default function ModuleSetupIncomplete( {
	module,
}: {
	module: Module;
} ) {
	const setupURL = useModuleSetupURL( module.slug );
	return (
		<Notice
			type="info"
			actions={
				setupURL && (
					<a className="button button-primary" href={ setupURL }>
						{ sprintf(
							/* translators: %s: module name */
							__( 'Complete setup for %s', 'google-site-kit' ),
							module.name
						) }
					</a>
				)
			}
		>
			<p>
				{ sprintf(
					/* translators: %s: module name */
					__(
						'Setup of %s is not complete yet: Site Kit shows its data once you finish it.',
						'google-site-kit'
					),
					module.name
				) }
			</p>
		</Notice>
	);
}
