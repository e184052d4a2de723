/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { locationStore } from '../../datastore/location';
import SetupGate from '../common/components/SetupGate';
import type { ModuleSetupProps } from '../../widgets/module-lists/types';

/**
 * PageSpeed Insights setup: there is nothing to choose.
 *
 * @param props             Component props.
 * @param props.finishSetup
 */
export default function SetupMain( { finishSetup }: ModuleSetupProps ) {
	const isNavigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	return (
		<SetupGate slug="pagespeed-insights">
			<div className="googlesitekit-setup-module">
				<p className="googlesitekit-setup-module__intro">
					{ __(
						'PageSpeed Insights has nothing to set up. It measures how fast the pages of your site load, for real visitors and in a lab test, and suggests how to make them faster. Its results appear in the Speed section of the dashboard.',
						'google-site-kit'
					) }
				</p>
				<div className="googlesitekit-setup-module__actions">
					<button
						type="button"
						className="button button-primary"
						disabled={ isNavigating }
						onClick={ () => finishSetup() }
					>
						{ __( 'Continue', 'google-site-kit' ) }
					</button>
				</div>
			</div>
		</SetupGate>
	);
}
