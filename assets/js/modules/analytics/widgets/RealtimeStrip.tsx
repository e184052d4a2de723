/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	StaleNotice,
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import { siteStore } from '../../../datastore/site';
import { formatNumber } from '../../../util/numbers';
import { getSiteToday } from '../../../util/site-day';
import type { WidgetProps } from '../../../widgets/components';
import { useModuleConnected } from '../../../widgets/common/hooks';
import { sourceOf } from '../../../widgets/common/sources';
import { useReport } from '../../../widgets/use-report';
import { dimensionOf, metricOf, type GA4Report } from '../report';
import {
	REALTIME_BY_MINUTE,
	REALTIME_TOP_COUNTRIES,
	REALTIME_TOP_PAGES,
	useRealtimeRefresh,
} from '../realtime';
import { shortTitle } from './PopularPagesWidget';

const MINUTES = 30;

/**
 * Active users per minute, oldest first (index 0 = 29 minutes ago).
 *
 * @param report The minutesAgo report.
 */
export function perMinute( report: GA4Report ): number[] {
	const values = new Array< number >( MINUTES ).fill( 0 );
	for ( const row of report.rows || [] ) {
		const ago = Number( dimensionOf( row, 0 ) );
		if ( Number.isInteger( ago ) && ago >= 0 && ago < MINUTES ) {
			values[ MINUTES - 1 - ago ] += metricOf( row, 0 );
		}
	}
	return values;
}

/**
 * The total of a realtime report (metricAggregations TOTAL), or the sum of its rows.
 *
 * @param report Realtime report.
 */
function totalOf( report: GA4Report ): number {
	if ( report.totals?.[ 0 ] ) {
		return metricOf( report.totals[ 0 ], 0 );
	}
	return ( report.rows || [] ).reduce(
		( sum, row ) => sum + metricOf( row, 0 ),
		0
	);
}

/**
 * Bars of active users per minute.
 *
 * @param props        Component props.
 * @param props.values Users per minute, oldest first.
 */
function Sparkline( { values }: { values: number[] } ) {
	const max = Math.max( 1, ...values );
	const width = 4;
	const gap = 1;
	const height = 32;
	return (
		<svg
			className="googlesitekit-realtime-strip__sparkline"
			role="img"
			aria-label={ __(
				'Active users per minute, last 30 minutes',
				'google-site-kit'
			) }
			width={ values.length * ( width + gap ) }
			height={ height }
		>
			{ values.map( ( value, i ) => {
				const h = Math.round( ( value / max ) * ( height - 2 ) );
				const ago = values.length - 1 - i;
				return (
					<rect
						key={ ago }
						data-minutes-ago={ ago }
						x={ i * ( width + gap ) }
						y={ height - h }
						width={ width }
						height={ h }
					>
						<title>
							{ sprintf(
								/* translators: 1: minutes ago, 2: number of users */
								__( '%1$d min ago: %2$s', 'google-site-kit' ),
								ago,
								formatNumber( value )
							) }
						</title>
					</rect>
				);
			} ) }
		</svg>
	);
}

/**
 * A short list of realtime rows: label and active users.
 *
 * @param props        Component props.
 * @param props.title  List title.
 * @param props.report The report.
 * @param props.label  Label of a row's dimension value.
 */
function TopList( {
	title,
	report,
	label,
}: {
	title: string;
	report: GA4Report | undefined;
	label: ( value: string ) => string;
} ) {
	const rows = ( report?.rows || [] ).filter(
		( row ) => metricOf( row, 0 ) > 0
	);
	return (
		<div className="googlesitekit-realtime-strip__list">
			<h4>{ title }</h4>
			{ report && ! rows.length && (
				<p>{ __( 'Nobody right now', 'google-site-kit' ) }</p>
			) }
			<ol aria-label={ title }>
				{ rows.map( ( row ) => (
					<li key={ dimensionOf( row, 0 ) }>
						<span>{ label( dimensionOf( row, 0 ) ) }</span>{ ' ' }
						<span className="googlesitekit-realtime-strip__count">
							{ formatNumber( metricOf( row, 0 ) ) }
						</span>
					</li>
				) ) }
			</ol>
		</div>
	);
}

/**
 * "Right now": active users of the last 30 minutes with a per-minute
 * sparkline, the pages they are on and where they are, and today's visitors
 * so far (incomplete). Reads again every minute while the tab is visible; the
 * server answers every viewer from one cached realtime report a minute.
 *
 * @param props           Widget props.
 * @param props.entityURL On an entity dashboard: nothing (the strip is the site's).
 */
export default function RealtimeStrip( { entityURL }: WidgetProps ) {
	const connected = useModuleConnected( 'analytics' );
	if ( entityURL || connected === false ) {
		return null;
	}
	if ( connected === undefined ) {
		return <WidgetLoading />;
	}
	return <Strip />;
}

function Strip() {
	useRealtimeRefresh();
	const siteName = useSelect(
		( select ) => select( siteStore ).getSiteName() || '',
		[]
	);
	// The site's day, as the server's "today so far" marking: read again on every render (the strip renders each
	// minute with its new realtime answer), so a tab open past the site's midnight moves on to the new day.
	const siteToday = getSiteToday();
	const todayParams = useMemo(
		() => ( {
			metrics: [ 'totalUsers' ],
			startDate: siteToday,
			endDate: siteToday,
		} ),
		[ siteToday ]
	);
	const minutes = useReport< GA4Report >(
		'analytics',
		'realtime',
		REALTIME_BY_MINUTE
	);
	const pages = useReport< GA4Report >(
		'analytics',
		'realtime',
		REALTIME_TOP_PAGES
	);
	const countries = useReport< GA4Report >(
		'analytics',
		'realtime',
		REALTIME_TOP_COUNTRIES
	);
	const today = useReport< GA4Report & { incomplete?: boolean } >(
		'analytics',
		'report',
		todayParams
	);

	if ( minutes.error ) {
		return (
			<WidgetError
				error={ minutes.error }
				service={ sourceOf( 'analytics' ).name }
				onRetry={ minutes.retry }
			/>
		);
	}
	if ( ! minutes.report ) {
		return <WidgetLoading />;
	}
	const stale = minutes.stale || pages.stale || countries.stale;
	return (
		<section
			className="googlesitekit-realtime-strip"
			aria-label={ __( 'Right now', 'google-site-kit' ) }
		>
			<div className="googlesitekit-realtime-strip__now">
				<h3>{ __( 'Right now', 'google-site-kit' ) }</h3>
				<p>
					<span className="googlesitekit-realtime-strip__value">
						{ formatNumber( totalOf( minutes.report ) ) }
					</span>{ ' ' }
					{ __(
						'active users in the last 30 minutes',
						'google-site-kit'
					) }
				</p>
				<Sparkline values={ perMinute( minutes.report ) } />
			</div>
			<TopList
				title={ __( 'Top pages right now', 'google-site-kit' ) }
				report={ pages.report }
				label={ ( title ) => shortTitle( title, siteName ) }
			/>
			<TopList
				title={ __( 'Where they are', 'google-site-kit' ) }
				report={ countries.report }
				label={ ( country ) => country }
			/>
			{ today.report && (
				<div className="googlesitekit-realtime-strip__today">
					<h4>{ __( 'Today so far', 'google-site-kit' ) }</h4>
					<p>
						<span className="googlesitekit-realtime-strip__value">
							{ formatNumber(
								metricOf( today.report.totals?.[ 0 ], 0 )
							) }
						</span>{ ' ' }
						{ __( 'visitors', 'google-site-kit' ) }
						{ today.report.incomplete && (
							<span className="googlesitekit-realtime-strip__incomplete">
								{ ' ' }
								{ __(
									'(incomplete: Google is still collecting today’s data)',
									'google-site-kit'
								) }
							</span>
						) }
					</p>
				</div>
			) }
			{ stale && <StaleNotice stale={ stale } /> }
		</section>
	);
}
