/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { locationStore } from '../../datastore/location';
import Notice from '../../components/ui/Notice';
import SetupGate from '../common/components/SetupGate';
import VerificationStep from '../common/components/VerificationStep';
import type { ModuleSetupProps } from '../../widgets/module-lists/types';

/**
 * Site Verification setup: Site Kit asks Google whether the user owns the
 * site (or a verified domain that covers it, INET_DOMAIN), and if not,
 * verifies it with a meta tag on the home page.
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
		<SetupGate slug="site-verification">
			<div className="googlesitekit-setup-module">
				<p className="googlesitekit-setup-module__intro">
					{ __(
						'Google shows a site’s data only to its owners. Site Kit proves that you own this site by placing a verification meta tag on its pages, unless Google already knows you own the site or its domain.',
						'google-site-kit'
					) }
				</p>
				<VerificationStep>
					{ ( identifier ) => (
						<>
							<Notice type="success">
								<p>
									{ sprintf(
										/* translators: %s: the site's URL */
										__(
											'Google has verified that you own %s.',
											'google-site-kit'
										),
										identifier
									) }
								</p>
							</Notice>
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
						</>
					) }
				</VerificationStep>
			</div>
		</SetupGate>
	);
}
