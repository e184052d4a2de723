/**
 * A URL inspection's answer as the index status block shows it: the verdict in words and an icon (never colour
 * alone), whether it is the last good copy, the coverage, last crawl and canonical, and when it was checked.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StaleInfo } from '../../../api/batch';
import { coverageWords } from './coverage';
import { checkedText, formatSiteDateTime } from './format';
import type { UrlInspection } from './types';

/**
 * The indexed / not indexed line: an icon and words, never colour alone.
 *
 * @param props         Component props.
 * @param props.indexed Whether Google has the page in its index.
 */
function Verdict( { indexed }: { indexed: boolean } ) {
	return (
		<p
			className={ `googlesitekit-index-status__verdict googlesitekit-index-status__verdict--${
				indexed ? 'indexed' : 'not-indexed'
			}` }
		>
			<svg
				className="googlesitekit-index-status__icon"
				width="20"
				height="20"
				viewBox="0 0 20 20"
				aria-hidden="true"
				focusable="false"
			>
				<circle cx="10" cy="10" r="9" />
				{ indexed ? (
					<path d="M5.5 10.5l3 3 6-7" />
				) : (
					<path d="M6.5 6.5l7 7M13.5 6.5l-7 7" />
				) }
			</svg>
			<strong>
				{ indexed
					? __(
							'Indexed: the page can appear on Google',
							'google-site-kit'
					  )
					: __(
							'Not indexed: the page cannot appear on Google',
							'google-site-kit'
					  ) }
			</strong>
		</p>
	);
}

/**
 * Says the answer is the last good copy while Google refuses new inspections.
 *
 * @param props         Component props.
 * @param props.stale   Why, and since when.
 * @param props.checked When the copy was made (Unix seconds).
 */
function StaleCopy( {
	stale,
	checked,
}: {
	stale: StaleInfo;
	checked: number;
} ) {
	return (
		<p className="googlesitekit-index-status__stale">
			{ sprintf(
				/* translators: 1: date and time of the last check; 2: why Google was not asked again */
				__(
					'This is the last check, from %1$s. %2$s',
					'google-site-kit'
				),
				formatSiteDateTime( new Date( checked * 1000 ).toISOString() ),
				stale.message
			) }
		</p>
	);
}

/**
 * A check's answer: the verdict in words, the details, and when it was made.
 *
 * @param props        Component props.
 * @param props.report The answer.
 * @param props.stale  Set when it is the last good copy while Google refuses new inspections.
 */
export default function Answer( {
	report,
	stale,
}: {
	report: UrlInspection;
	stale: StaleInfo | undefined;
} ) {
	const coverage =
		coverageWords( report.coverageKey ) || report.coverageState;
	return (
		<>
			<Verdict indexed={ report.indexed } />
			{ stale && (
				<StaleCopy stale={ stale } checked={ report.checkedAt } />
			) }
			<dl className="googlesitekit-index-status__details">
				<dt>{ __( 'Coverage', 'google-site-kit' ) }</dt>
				<dd className="googlesitekit-index-status__coverage">
					{ coverage ||
						__(
							'Search Console gave no details.',
							'google-site-kit'
						) }
				</dd>
				<dt>{ __( 'Last crawl', 'google-site-kit' ) }</dt>
				<dd className="googlesitekit-index-status__crawl">
					{ report.lastCrawlTime ? (
						<time dateTime={ report.lastCrawlTime }>
							{ formatSiteDateTime( report.lastCrawlTime ) }
						</time>
					) : (
						__(
							'Google has not crawled the page yet.',
							'google-site-kit'
						)
					) }
				</dd>
				<dt>
					{ __( 'Google-selected canonical', 'google-site-kit' ) }
				</dt>
				<dd className="googlesitekit-index-status__canonical">
					{ report.googleCanonical ? (
						<span className="googlesitekit-index-status__url">
							{ report.googleCanonical }
						</span>
					) : (
						__( 'None yet', 'google-site-kit' )
					) }
					{ report.canonicalMismatch && (
						<span className="googlesitekit-index-status__mismatch">
							{ sprintf(
								/* translators: %s: the canonical URL the page declares */
								__(
									'This differs from the canonical the page declares: %s',
									'google-site-kit'
								),
								report.userCanonical || ''
							) }
						</span>
					) }
				</dd>
			</dl>
			<p className="googlesitekit-index-status__footer">
				<span className="googlesitekit-index-status__checked">
					{ checkedText( report.checkedAt ) }
				</span>{ ' ' }
				<a
					href={ report.inspectionLink }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'Inspect in Search Console', 'google-site-kit' ) }
					<span className="screen-reader-text">
						{ __( '(opens in a new tab)', 'google-site-kit' ) }
					</span>
				</a>
			</p>
		</>
	);
}
