/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../Dashboard/DataBlock';
import { WidgetError, WidgetLoading } from '../Dashboard/WidgetStates';
import { modulesStore } from '../../datastore/modules';
import { getDateRangeDates } from '../../util/dates';
import { rowsOfRange, sumMetric, type GA4Report } from '../../widgets/ga4';
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
	const error = current.error || previous.error || analytics.error;
	if ( error ) {
		return (
			<WidgetError
				error={ error }
				onRetry={ current.error ? current.retry : analytics.retry }
			/>
		);
	}
	if (
		( wantsSearch && ( current.loading || previous.loading ) ) ||
		( wantsAnalytics && analytics.loading )
	) {
		return <WidgetLoading />;
	}
	const blocks: Record< SummaryFigure, JSX.Element | null > = {
		impressions: (
			<DataBlock
				key="impressions"
				title={ __( 'Total impressions', 'google-site-kit' ) }
				value={ total( current.report, 'impressions' ) }
				previous={ total( previous.report, 'impressions' ) }
				source={ {
					name: __( 'Search Console', 'google-site-kit' ),
					url: 'https://search.google.com/search-console',
				} }
			/>
		),
		clicks: (
			<DataBlock
				key="clicks"
				title={ __( 'Total clicks', 'google-site-kit' ) }
				value={ total( current.report, 'clicks' ) }
				previous={ total( previous.report, 'clicks' ) }
				source={ {
					name: __( 'Search Console', 'google-site-kit' ),
					url: 'https://search.google.com/search-console',
				} }
			/>
		),
		views:
			wantsAnalytics && analytics.report ? (
				<DataBlock
					key="views"
					title={ __( 'Views', 'google-site-kit' ) }
					value={ sumMetric( rowsOfRange( analytics.report, 0 ), 0 ) }
					previous={ sumMetric(
						rowsOfRange( analytics.report, 1 ),
						0
					) }
					source={ {
						name: __( 'Analytics', 'google-site-kit' ),
						url: 'https://analytics.google.com/analytics/web/',
					} }
				/>
			) : null,
		visitors:
			wantsAnalytics && analytics.report ? (
				<DataBlock
					key="visitors"
					title={ __( 'Unique visitors', 'google-site-kit' ) }
					value={ sumMetric( rowsOfRange( analytics.report, 0 ), 1 ) }
					previous={ sumMetric(
						rowsOfRange( analytics.report, 1 ),
						1
					) }
					source={ {
						name: __( 'Analytics', 'google-site-kit' ),
						url: 'https://analytics.google.com/analytics/web/',
					} }
				/>
			) : null,
	};
	return (
		<div className="googlesitekit-summary">
			{ figures.map( ( figure ) => blocks[ figure ] ) }
		</div>
	);
}
