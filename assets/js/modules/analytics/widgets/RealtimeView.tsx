/**
 * What the "Right now" strip shows once its realtime report has come: the active users of the last 30 minutes with
 * a per-minute sparkline, the pages they are on, where they are, and today's visitors so far. RealtimeStrip reads
 * the reports.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { StaleNotice } from '../../../widgets/common/WidgetStates';
import { formatNumber } from '../../../util/numbers';
import type { ReportState } from '../../../widgets/use-report';
import { dimensionOf, metricOf, type GA4Report } from '../report';
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

export interface RealtimeViewProps {
	/** Active users by minute (the report has come). */
	minutes: ReportState< GA4Report > & { report: GA4Report };
	pages: ReportState< GA4Report >;
	countries: ReportState< GA4Report >;
	today: ReportState< GA4Report & { incomplete?: boolean } >;
	/** The site's name, cut from page titles. */
	siteName: string;
}

/**
 * The strip's figures.
 *
 * @param props           Component props.
 * @param props.minutes   Active users by minute.
 * @param props.pages     Top pages right now.
 * @param props.countries Top countries right now.
 * @param props.today     Today's visitors so far.
 * @param props.siteName  The site's name.
 */
export default function RealtimeView( {
	minutes,
	pages,
	countries,
	today,
	siteName,
}: RealtimeViewProps ) {
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
