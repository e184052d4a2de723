/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../DataBlock';
import {
	WidgetError,
	WidgetGatheringData,
	WidgetLoading,
	WidgetZeroState,
} from '../Dashboard/WidgetStates';
import type { APIError } from '../../api/types';
import { modulesStore } from '../../datastore/modules';
import { getDateRangeDates } from '../../util/dates';
import { useGatheringData } from '../../widgets/common/gathering';
import { combineReports } from '../../widgets/common/report-states';
import { SOURCES } from '../../widgets/common/sources';
import { totalOf, type GA4Report } from '../../modules/analytics/report';
import { useReport } from '../../widgets/use-report';

export type SummaryFigure = 'impressions' | 'clicks' | 'views' | 'visitors';

interface SearchAnalytics {
	rows?: Array< { clicks: number; impressions: number } >;
}

interface SummaryFiguresProps {
	figures: SummaryFigure[];
	/** Only this page's figures, when given. */
	url?: string;
	dateRange?: string;
	/** False until the figures are wanted: nothing is requested before. */
	enabled: boolean;
}

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
 * A service's loading or error state in place of its figures, or null when its figures are in.
 *
 * @param state         The service's report state.
 * @param state.loading
 * @param state.error
 * @param state.retry
 * @param service       Module slug.
 */
function sourceState(
	state: {
		loading: boolean;
		error?: APIError;
		retry: () => void;
	},
	service: 'analytics' | 'search-console'
): JSX.Element | null {
	if ( state.error ) {
		return (
			<WidgetError
				key={ service }
				error={ state.error }
				service={ SERVICE_NAMES[ service ] }
				onRetry={ state.retry }
			/>
		);
	}
	if ( state.loading ) {
		return <WidgetLoading key={ service } />;
	}
	return null;
}

/**
 * A service with no figures in either period: gathering data, or none for the period.
 *
 * @param props        Component props.
 * @param props.module Module slug.
 */
function GatheringBlock( {
	module,
}: {
	module: 'analytics' | 'search-console';
} ) {
	const gathering = useGatheringData( module );
	if ( gathering === undefined ) {
		return <WidgetLoading />;
	}
	return gathering ? (
		<WidgetGatheringData service={ SERVICE_NAMES[ module ] } />
	) : (
		<WidgetZeroState service={ SERVICE_NAMES[ module ] } />
	);
}

const SERVICE_NAMES = {
	analytics: SOURCES.analytics.name,
	'search-console': SOURCES[ 'search-console' ].name,
};

/**
 * Search Console and Analytics headline figures with their change, for the admin bar and the WordPress dashboard.
 *
 * @param props           Component props.
 * @param props.figures
 * @param props.url
 * @param props.dateRange
 * @param props.enabled
 */
export default function SummaryFigures( {
	figures,
	url,
	dateRange = 'last-28-days',
	enabled,
}: SummaryFiguresProps ) {
	const analyticsActive = useSelect(
		( select ) => select( modulesStore ).isModuleActive( 'analytics' ),
		[]
	);
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const wantsSearch =
		figures.includes( 'clicks' ) || figures.includes( 'impressions' );
	const wantsAnalytics =
		( figures.includes( 'views' ) || figures.includes( 'visitors' ) ) &&
		!! analyticsActive;
	const urlArg = useMemo( () => ( url ? { url } : {} ), [ url ] );
	const searchCurrent = useMemo(
		() => ( {
			startDate: dates.startDate,
			endDate: dates.endDate,
			...urlArg,
		} ),
		[ dates, urlArg ]
	);
	const searchPrevious = useMemo(
		() => ( {
			startDate: dates.compareStartDate,
			endDate: dates.compareEndDate,
			...urlArg,
		} ),
		[ dates, urlArg ]
	);
	const analyticsArgs = useMemo(
		() => ( {
			metrics: 'screenPageViews,totalUsers',
			dateRange,
			compareDateRanges: true,
			...urlArg,
		} ),
		[ dateRange, urlArg ]
	);
	const current = useReport< SearchAnalytics >(
		'search-console',
		'searchanalytics',
		searchCurrent,
		enabled && wantsSearch
	);
	const previous = useReport< SearchAnalytics >(
		'search-console',
		'searchanalytics',
		searchPrevious,
		enabled && wantsSearch
	);
	const analytics = useReport< GA4Report >(
		'analytics',
		'report',
		analyticsArgs,
		enabled && wantsAnalytics
	);

	if ( ! enabled ) {
		return null;
	}
	// Each service shows its own figures, its own error or its own "gathering data": one that fails hides only its figures.
	const searchState = combineReports( [ current, previous ] );
	const searchBlock = ( figure: 'impressions' | 'clicks', title: string ) =>
		sourceState( searchState, 'search-console' ) ||
		( searchGathering( current.report, previous.report ) ? (
			<GatheringBlock key="search" module="search-console" />
		) : (
			<DataBlock
				key={ figure }
				title={ title }
				value={ total( current.report, figure ) }
				previous={ total( previous.report, figure ) }
				source={ SOURCES[ 'search-console' ] }
			/>
		) );
	const analyticsBlock = ( metric: 0 | 1, title: string ) => {
		if ( ! wantsAnalytics ) {
			return null;
		}
		const state = sourceState( analytics, 'analytics' );
		if ( state || ! analytics.report ) {
			return state;
		}
		if ( ! analytics.report.rows?.length ) {
			return <GatheringBlock key="analytics" module="analytics" />;
		}
		return (
			<DataBlock
				key={ title }
				title={ title }
				// Views add up; visitors do not: both come from GA4's totals, never from adding rows.
				value={ totalOf( analytics.report, 0, metric ) }
				previous={ totalOf( analytics.report, 1, metric ) }
				source={ SOURCES.analytics }
			/>
		);
	};
	const blocks: Record< SummaryFigure, () => JSX.Element | null > = {
		impressions: () =>
			searchBlock(
				'impressions',
				__( 'Total impressions', 'google-site-kit' )
			),
		clicks: () =>
			searchBlock( 'clicks', __( 'Total clicks', 'google-site-kit' ) ),
		views: () => analyticsBlock( 0, __( 'Views', 'google-site-kit' ) ),
		visitors: () =>
			analyticsBlock( 1, __( 'Unique visitors', 'google-site-kit' ) ),
	};
	// A service that is gathering data (or failed) is said once, not once per figure.
	const seen = new Set< string >();
	const shown = figures
		.map( ( figure ) => blocks[ figure ]() )
		.filter( ( block ): block is JSX.Element => {
			if ( ! block ) {
				return false;
			}
			const key = String( block.key );
			if ( seen.has( key ) ) {
				return false;
			}
			seen.add( key );
			return true;
		} );
	return <div className="googlesitekit-summary">{ shown }</div>;
}
