/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useSiteVerification } from '../hooks/use-site-verification';
import ErrorNotice from '../../../components/ui/ErrorNotice';
import Progress from '../../../components/ui/Progress';

interface VerificationStepProps {
	/** What to show once Google counts the user as the site's owner. */
	children: ( identifier: string ) => ReactNode;
}

/**
 * The first step of a setup that needs a verified site: checks, verifies when
 * needed (with progress), shows what went wrong with a retry, and then the rest.
 *
 * @param props          Component props.
 * @param props.children
 */
export default function VerificationStep( {
	children,
}: VerificationStepProps ) {
	const { status, identifier, error, retry } = useSiteVerification();
	if ( status === 'checking' ) {
		return (
			<Progress
				label={ __(
					'Checking whether Google knows you own this site…',
					'google-site-kit'
				) }
			/>
		);
	}
	if ( status === 'verifying' ) {
		return (
			<Progress
				label={ __(
					'Verifying your ownership of this site with Google…',
					'google-site-kit'
				) }
			/>
		);
	}
	if ( status === 'error' && error ) {
		return (
			<>
				<p>
					{ __(
						'Site Kit could not verify that you own this site.',
						'google-site-kit'
					) }
				</p>
				<ErrorNotice error={ error } onRetry={ retry } />
			</>
		);
	}
	return <>{ children( identifier ?? '' ) }</>;
}
