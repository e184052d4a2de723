/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	StaleNotice,
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import { getDateRangeDates } from '../../../util/dates';
import {
	adsenseRecords,
	currencyOf,
	EARNINGS_METRICS,
	type AdSenseReport,
} from '../report';
import { combineReports } from '../../../widgets/common/report-states';
import NoData from '../../../widgets/common/NoData';
import DataLimitNote, {
	DataLimitWidget,
	compareAvailable,
	outsideLimits,
	useServiceLimits,
} from '../../../widgets/common/DataLimitNote';
import { SOURCES } from '../../../widgets/common/sources';
import { isSamePage } from '../../../widgets/common/urls';
import { useReport } from '../../../widgets/use-report';
import { EarningsBlocks, isZero, totalsOf } from './EarningsBlocks';

/**
 * One page's earnings: the page rows of both periods (the report datapoint
 * filters by no URL), that page's row picked out.
 *
 * @param props           Component props.
 * @param props.dateRange Date range.
 * @param props.entityURL Page URL.
 */
export default function PageEarnings( {
	dateRange,
	entityURL,
}: {
	dateRange: string;
	entityURL: string;
} ) {
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	// AdSense has nothing before the account was created.
	const limitState = useServiceLimits( 'adsense', dates );
	const outside = outsideLimits( limitState );
	const showCompare = compareAvailable( limitState );
	const { current, previous } = useMemo( () => {
		return {
			current: {
				metrics: EARNINGS_METRICS,
				dimensions: 'PAGE_URL',
				dateRange,
			},
			previous: {
				metrics: EARNINGS_METRICS,
				dimensions: 'PAGE_URL',
				startDate: dates.compareStartDate,
				endDate: dates.compareEndDate,
			},
		};
	}, [ dateRange, dates ] );
	const now = useReport< AdSenseReport >(
		'adsense',
		'report',
		current,
		! outside
	);
	const before = useReport< AdSenseReport >(
		'adsense',
		'report',
		previous,
		! outside
	);
	const state = combineReports( [ now, before ] );

	// The whole range is before the account existed: the note, not "no data".
	if ( outside ) {
		return (
			<DataLimitWidget
				className="googlesitekit-earnings"
				title={ __( 'Earnings of this page', 'google-site-kit' ) }
				service="adsense"
				state={ limitState }
			/>
		);
	}

	if ( state.error ) {
		return (
			<WidgetError
				error={ state.error }
				service={ SOURCES.adsense.name }
				onRetry={ state.retry }
			/>
		);
	}
	if ( ! now.report || ! before.report ) {
		return <WidgetLoading />;
	}
	const pick = ( report: AdSenseReport ) =>
		totalsOf(
			adsenseRecords( report ).filter( ( record ) =>
				isSamePage( record.PAGE_URL, entityURL )
			)
		);
	const totals = {
		current: pick( now.report ),
		previous: pick( before.report ),
	};
	if ( isZero( totals.current, totals.previous ) ) {
		return <NoData module="adsense" entityURL={ entityURL } />;
	}
	return (
		<div className="googlesitekit-earnings">
			<h3 className="googlesitekit-widget__title">
				{ __( 'Earnings of this page', 'google-site-kit' ) }
			</h3>
			{ state.stale && <StaleNotice stale={ state.stale } /> }
			<EarningsBlocks
				current={ totals.current }
				previous={ totals.previous }
				currency={ currencyOf( now.report ) }
				compare={ showCompare }
			/>
			<DataLimitNote service="adsense" state={ limitState } />
		</div>
	);
}
