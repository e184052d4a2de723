/**
 * Internal dependencies
 */
import Notice from '../../components/ui/Notice';
import { useRequirementsError } from './hooks';

/**
 * The module list's requirements-check message (spec §8 "Module settings
 * warning"), when there is one.
 */
export default function RequirementsWarning() {
	const requirementsError = useRequirementsError();
	if ( ! requirementsError ) {
		return null;
	}
	return (
		<Notice type="warning">
			<p>{ requirementsError.message }</p>
		</Notice>
	);
}
