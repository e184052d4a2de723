/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../widgets/common/DataBlock';
import {
	GatheringBlock,
	LimitBlock,
	LimitLine,
	sourceState,
	StaleLine,
	uniqueBlocks,
} from '../../components/Summary/blocks';
import { getDateRangeDates } from '../../util/dates';
import {
	compareAvailable,
	outsideLimits,
	useServiceLimits,
} from '../../widgets/common/DataLimitNote';
import { combineReports } from '../../widgets/common/report-states';
import { SOURCES } from '../../widgets/common/sources';
import { useReport } from '../../widgets/use-report';
import type { ModuleSummary, SummaryProps } from '../types';

interface SearchAnalytics {
	rows?: Array< { clicks: number; impressions: number } >;
}

const FIGURES = [ 'impressions', 'clicks' ] as const;

const total = (
	report: SearchAnalytics | undefined,
	key: 'clicks' | 'impressions'
) =>
	( report?.rows || [] ).reduce(
		( sum, row ) => sum + ( row[ key ] || 0 ),
		0
	);

/**
 * Whether Search Console has no data at all in either period.
 *
 * @param now    Current period's report.
 * @param before Previous period's report.
 */
const searchGathering = (
	now: SearchAnalytics | undefined,
	before: SearchAnalytics | undefined
) => ! now?.rows?.length && ! before?.rows?.length;

/**
 * Search Console's total impressions and clicks with their change against the previous period. A range older than
 * the 16 months Search Console keeps shows the note instead of zeros (and reads nothing); a compare period partly
 * older, no change (its period is not read).
 *
 * @param props           Component props.
 * @param props.figures
 * @param props.url
 * @param props.dateRange
 * @param props.enabled
 */
function Figures( { figures, url, dateRange, enabled }: SummaryProps ) {
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const wanted = FIGURES.some( ( figure ) => figures.includes( figure ) );
	const limits = useServiceLimits(
		'search-console',
		dates,
		enabled && wanted
	);
	const outside = outsideLimits( limits );
	const showCompare = compareAvailable( limits );
	const current = useReport< SearchAnalytics >(
		'search-console',
		'searchanalytics',
		useMemo(
			() => ( {
				startDate: dates.startDate,
				endDate: dates.endDate,
				...( url ? { url } : {} ),
			} ),
			[ dates, url ]
		),
		enabled && wanted && ! outside
	);
	const previous = useReport< SearchAnalytics >(
		'search-console',
		'searchanalytics',
		useMemo(
			() => ( {
				startDate: dates.compareStartDate,
				endDate: dates.compareEndDate,
				...( url ? { url } : {} ),
			} ),
			[ dates, url ]
		),
		enabled && wanted && showCompare
	);
	if ( ! enabled ) {
		return null;
	}
	const state = combineReports( [ current, previous ] );
	const ready =
		! outside &&
		! state.error &&
		! state.loading &&
		! searchGathering( current.report, previous.report );
	const block = ( figure: ( typeof FIGURES )[ number ], title: string ) =>
		( outside && (
			<LimitBlock key="search" module="search-console" state={ limits } />
		) ) ||
		sourceState( state, 'search-console' ) ||
		( searchGathering( current.report, previous.report ) ? (
			<GatheringBlock key="search" module="search-console" />
		) : (
			<DataBlock
				key={ figure }
				title={ title }
				value={ total( current.report, figure ) }
				previous={
					showCompare ? total( previous.report, figure ) : undefined
				}
				source={ SOURCES[ 'search-console' ] }
			/>
		) );
	return (
		<>
			{ uniqueBlocks( figures, {
				impressions: () =>
					block(
						'impressions',
						__( 'Total impressions', 'google-site-kit' )
					),
				clicks: () =>
					block( 'clicks', __( 'Total clicks', 'google-site-kit' ) ),
			} ) }
			{ ready && wanted && (
				<LimitLine module="search-console" state={ limits } />
			) }
			{ ready && wanted && <StaleLine stale={ state.stale } /> }
		</>
	);
}

export const summary = {
	figures: FIGURES,
	Figures,
} satisfies ModuleSummary;
