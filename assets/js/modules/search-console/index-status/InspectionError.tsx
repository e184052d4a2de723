/**
 * The index status block's failure: Google's quota message (it says when to try again) or the error with a retry.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { APIError } from '../../../api/types';

/** Errors that say Google's URL inspection quota is used up: the server's message says until when. */
const QUOTA_CODES = [
	'url_inspection_quota_exceeded',
	'url_inspection_rate_limited',
];

/**
 * What was wrong with the request: the quota message of the server (it says when to try again), or its error.
 *
 * @param props         Component props.
 * @param props.error   The error.
 * @param props.onRetry Asks again.
 */
export default function InspectionError( {
	error,
	onRetry,
}: {
	error: APIError;
	onRetry: () => void;
} ) {
	const quota = QUOTA_CODES.includes( error.code );
	return (
		<div className="googlesitekit-index-status__error notice notice-warning inline">
			<p>
				{ quota
					? error.message
					: sprintf(
							/* translators: %s: the error message */
							__(
								'Search Console could not tell the index status: %s',
								'google-site-kit'
							),
							error.message
					  ) }
			</p>
			{ ! quota && (
				<button
					type="button"
					className="button button-secondary"
					onClick={ onRetry }
				>
					{ __( 'Try again', 'google-site-kit' ) }
				</button>
			) }
		</div>
	);
}
