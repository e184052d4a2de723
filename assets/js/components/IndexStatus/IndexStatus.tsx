/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { StaleInfo } from '../../api/batch';
import type { APIError } from '../../api/types';
import { getBaseData } from '../../api/base-data';
import { DEFAULT_LOCALE, toIntlLocale } from '../../util/locale';
import { useReport } from '../../widgets/use-report';
import { coverageWords } from './coverage';

/**
 * The url-inspection datapoint's answer (docs/rest-api.md, UrlInspection); what this component reads of it.
 */
export interface UrlInspection {
	url: string;
	indexed: boolean;
	verdict: string;
	coverageState: string;
	coverageKey: string;
	lastCrawlTime: string | null;
	googleCanonical: string | null;
	userCanonical: string | null;
	canonicalMismatch: boolean;
	inspectionLink: string;
	/** Unix time Google was asked. */
	checkedAt: number;
}

/** Which page to inspect: a post of this site, or a URL of it. */
export type IndexStatusTarget = { postID: number } | { url: string };

/** Errors that say Google's URL inspection quota is used up: the server's message says until when. */
const QUOTA_CODES = [
	'url_inspection_quota_exceeded',
	'url_inspection_rate_limited',
];

/**
 * A moment in the page's locale and the site's time zone (Settings › General), e.g. "Nov 3, 2026, 4:05 PM".
 *
 * @param iso RFC 3339 time.
 */
export function formatSiteDateTime( iso: string ): string {
	const zone = getBaseData().siteClock?.timezone;
	const options: Intl.DateTimeFormatOptions = {
		dateStyle: 'medium',
		timeStyle: 'short',
	};
	try {
		return new Intl.DateTimeFormat( [ toIntlLocale(), DEFAULT_LOCALE ], {
			...options,
			...( zone ? { timeZone: zone } : {} ),
		} ).format( new Date( iso ) );
	} catch {
		return new Intl.DateTimeFormat(
			[ toIntlLocale(), DEFAULT_LOCALE ],
			options
		).format( new Date( iso ) );
	}
}

/**
 * When the answer was made, in words of the page's locale ("Checked 3 hours ago", "Checked just now").
 *
 * @param time Unix time in seconds.
 * @param now  Now, in milliseconds.
 */
export function checkedText( time: number, now: number = Date.now() ): string {
	const seconds = Math.max( 0, Math.round( now / 1000 - time ) );
	if ( seconds < 60 ) {
		return __( 'Checked just now', 'google-site-kit' );
	}
	const format = new Intl.RelativeTimeFormat(
		[ toIntlLocale(), DEFAULT_LOCALE ],
		{ numeric: 'auto' }
	);
	let ago: string;
	if ( seconds < 3600 ) {
		ago = format.format( -Math.floor( seconds / 60 ), 'minute' );
	} else if ( seconds < 86400 ) {
		ago = format.format( -Math.floor( seconds / 3600 ), 'hour' );
	} else {
		ago = format.format( -Math.floor( seconds / 86400 ), 'day' );
	}
	return sprintf(
		/* translators: %s: how long ago, e.g. "3 hours ago" */
		__( 'Checked %s', 'google-site-kit' ),
		ago
	);
}

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
 * What was wrong with the request: the quota message of the server (it says when to try again), or its error.
 *
 * @param props         Component props.
 * @param props.error   The error.
 * @param props.onRetry Asks again.
 */
function InspectionError( {
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
function Answer( {
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

interface IndexStatusProps {
	/** The page to inspect. */
	target: IndexStatusTarget;
	/** Heading level of the block's title. */
	headingLevel?: 2 | 3 | 4;
}

/**
 * A page's index status from Search Console's URL Inspection API: Google is asked only when the user presses the
 * button (it allows a property 2000 inspections a day), and the server keeps the answer a day for the page however
 * it is named (post ID or URL). On mount the block reads that cached answer alone (cachedOnly, which never asks
 * Google), so a check made on another screen that day shows at once, with when it was made. Used by the block editor
 * panel (mounted once the panel is opened) and the entity dashboard.
 *
 * @param props              Component props.
 * @param props.target       The page.
 * @param props.headingLevel Heading level of the title.
 */
export default function IndexStatus( {
	target,
	headingLevel = 3,
}: IndexStatusProps ) {
	const [ asked, setAsked ] = useState( false );
	const cachedParams = useMemo(
		() => ( { ...target, cachedOnly: true } ),
		[ target ]
	);
	// Null when the page was not checked within the day; an error just leaves the button.
	const cached = useReport< UrlInspection | null >(
		'search-console',
		'url-inspection',
		cachedParams,
		! asked
	);
	const { report, error, stale, loading, retry } = useReport< UrlInspection >(
		'search-console',
		'url-inspection',
		target,
		asked
	);
	const Heading = `h${ headingLevel }` as const;
	// The button goes once pressed: keyboard focus moves to what replaces it rather than to the page's start.
	const region = useRef< HTMLDivElement >( null );
	useEffect( () => {
		if ( asked ) {
			region.current?.focus();
		}
	}, [ asked ] );

	let body: JSX.Element;
	if ( ! asked && cached.loading ) {
		body = (
			<p className="googlesitekit-index-status__loading">
				{ __( 'Looking for an earlier check…', 'google-site-kit' ) }
			</p>
		);
	} else if ( ! asked && cached.report ) {
		body = <Answer report={ cached.report } stale={ cached.stale } />;
	} else if ( ! asked ) {
		body = (
			<>
				<p className="googlesitekit-index-status__intro">
					{ __(
						'Ask Search Console whether Google has this page in its index. Each check counts against the property’s daily inspection limit, so Site Kit checks only when you ask and keeps the answer for a day.',
						'google-site-kit'
					) }
				</p>
				<button
					type="button"
					className="button button-secondary googlesitekit-index-status__check"
					onClick={ () => setAsked( true ) }
				>
					{ __( 'Check index status', 'google-site-kit' ) }
				</button>
			</>
		);
	} else if ( error ) {
		body = <InspectionError error={ error } onRetry={ retry } />;
	} else if ( loading || ! report ) {
		body = (
			<p className="googlesitekit-index-status__loading">
				{ __( 'Asking Search Console…', 'google-site-kit' ) }
			</p>
		);
	} else {
		body = <Answer report={ report } stale={ stale } />;
	}

	return (
		<section
			className="googlesitekit-index-status"
			aria-labelledby="googlesitekit-index-status-title"
		>
			<Heading
				id="googlesitekit-index-status-title"
				className="googlesitekit-index-status__title"
			>
				{ __( 'Index status', 'google-site-kit' ) }
			</Heading>
			<div
				className="googlesitekit-index-status__body"
				aria-live="polite"
				tabIndex={ -1 }
				ref={ region }
			>
				{ body }
			</div>
		</section>
	);
}
