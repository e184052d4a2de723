/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../../widgets/common/DataBlock';
import {
	StaleNotice,
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import type { NumFmtStyle } from '../../../util/numbers';
import NoData from '../../../widgets/common/NoData';
import { sourceOf } from '../../../widgets/common/sources';
import { metricOf, rowsOfRange, type GA4Report } from '../report';
import { useReport } from '../../../widgets/use-report';
import CsvButton from '../../../widgets/common/CsvButton';
import { getDateRangeDates } from '../../../util/dates';
import DataLimitNote, {
	DataLimitWidget,
	compareAvailable,
	outsideLimits,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';

/** What the popular pages report shows of each page, in this order. */
export const PAGE_METRICS = [
	'screenPageViews',
	'sessions',
	'engagementRate',
	'averageSessionDuration',
];

const BLOCKS: Array< { title: string; style: NumFmtStyle } > = [
	{ title: __( 'Views', 'google-site-kit' ), style: 'number' },
	{ title: __( 'Sessions', 'google-site-kit' ), style: 'number' },
	{ title: __( 'Engagement rate', 'google-site-kit' ), style: 'percent' },
	{ title: __( 'Session duration', 'google-site-kit' ), style: 'duration' },
];

interface PageMetricsProps {
	dateRange: string;
	entityURL: string;
}

/**
 * One page's popular-pages figures (Analytics) against the previous period,
 * for its entity dashboard.
 *
 * @param props           Component props.
 * @param props.dateRange
 * @param props.entityURL
 */
export default function PageMetrics( {
	dateRange,
	entityURL,
}: PageMetricsProps ) {
	const params = useMemo(
		() => ( {
			metrics: PAGE_METRICS,
			dateRange,
			compareDateRanges: true,
			url: entityURL,
		} ),
		[ dateRange, entityURL ]
	);
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const limitState = useServiceLimits( 'analytics', dates );
	const outside = outsideLimits( limitState );
	const { report, error, stale, retry } = useReport< GA4Report >(
		'analytics',
		'report',
		params,
		! outside
	);
	const title = __( 'Visits to this page', 'google-site-kit' );

	// The whole range is before the property was created: the note, not zeros.
	if ( outside ) {
		return (
			<DataLimitWidget
				className="googlesitekit-page-metrics"
				title={ title }
				service="analytics"
				state={ limitState }
			/>
		);
	}
	if ( error ) {
		return (
			<WidgetError
				error={ error }
				service={ sourceOf( 'analytics' ).name }
				onRetry={ retry }
			/>
		);
	}
	if ( ! report ) {
		return <WidgetLoading />;
	}
	const current = rowsOfRange( report, 0 )[ 0 ];
	const previous = rowsOfRange( report, 1 )[ 0 ];
	const showCompare = compareAvailable( limitState );
	if ( metricOf( current, 0 ) === 0 && metricOf( previous, 0 ) === 0 ) {
		return <NoData module="analytics" entityURL={ entityURL } />;
	}

	return (
		<div className="googlesitekit-page-metrics">
			<div className="googlesitekit-widget__header">
				<h3 className="googlesitekit-widget__title">{ title }</h3>
				<CsvButton
					csv={ {
						name: 'page-visits',
						title,
						dateRange,
						entityURL,
						// GA4's figures raw: a rate 0–1, seconds.
						table: {
							figures: BLOCKS.map( ( block, index ) => ( {
								name:
									block.style === 'duration'
										? __(
												'Session duration (seconds)',
												'google-site-kit'
										  )
										: block.title,
								current: metricOf( current, index ),
								previous: showCompare
									? metricOf( previous, index )
									: undefined,
							} ) ),
						},
					} }
				/>
			</div>
			{ stale && <StaleNotice stale={ stale } /> }
			<div className="googlesitekit-widget-blocks googlesitekit-widget-blocks--two">
				{ BLOCKS.map( ( block, index ) => (
					<DataBlock
						key={ block.title }
						title={ block.title }
						value={ metricOf( current, index ) }
						previous={
							showCompare
								? metricOf( previous, index )
								: undefined
						}
						style={ block.style }
						source={ sourceOf( 'analytics' ) }
					/>
				) ) }
			</div>
			<DataLimitNote service="analytics" state={ limitState } />
		</div>
	);
}
