/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
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
import { modulesStore } from '../../datastore/modules';
import { getDateRangeDates } from '../../util/dates';
import {
	compareAvailable,
	outsideLimits,
	useServiceLimits,
} from '../../widgets/common/DataLimitNote';
import { SOURCES } from '../../widgets/common/sources';
import { useReport } from '../../widgets/use-report';
import { totalOf, type GA4Report } from './report';
import type { ModuleSummary, SummaryProps } from '../types';

const FIGURES = [ 'views', 'visitors' ] as const;

/**
 * Analytics' views and unique visitors with their change against the previous period. A range before the GA4 property
 * was created shows the note instead of zeros (and reads no report); a compare period partly before it, no change.
 *
 * @param props           Component props.
 * @param props.figures
 * @param props.url
 * @param props.dateRange
 * @param props.enabled
 */
function Figures( { figures, url, dateRange, enabled }: SummaryProps ) {
	const active = useSelect(
		( select ) => select( modulesStore ).isModuleActive( 'analytics' ),
		[]
	);
	const wanted =
		FIGURES.some( ( figure ) => figures.includes( figure ) ) && !! active;
	const dates = useMemo(
		() => getDateRangeDates( dateRange ),
		[ dateRange ]
	);
	const limits = useServiceLimits( 'analytics', dates, enabled && wanted );
	const outside = outsideLimits( limits );
	const analytics = useReport< GA4Report >(
		'analytics',
		'report',
		useMemo(
			() => ( {
				metrics: 'screenPageViews,totalUsers',
				dateRange,
				compareDateRanges: true,
				...( url ? { url } : {} ),
			} ),
			[ dateRange, url ]
		),
		enabled && wanted && ! outside
	);
	if ( ! enabled || ! wanted ) {
		return null;
	}
	const showCompare = compareAvailable( limits );
	const ready =
		! outside && ! analytics.error && !! analytics.report?.rows?.length;
	const block = ( metric: 0 | 1, title: string ) => {
		if ( outside ) {
			return (
				<LimitBlock
					key="analytics"
					module="analytics"
					state={ limits }
				/>
			);
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
				previous={
					showCompare
						? totalOf( analytics.report, 1, metric )
						: undefined
				}
				source={ SOURCES.analytics }
			/>
		);
	};
	return (
		<>
			{ uniqueBlocks( figures, {
				views: () => block( 0, __( 'Views', 'google-site-kit' ) ),
				visitors: () =>
					block( 1, __( 'Unique visitors', 'google-site-kit' ) ),
			} ) }
			{ ready && <LimitLine module="analytics" state={ limits } /> }
			{ ready && <StaleLine stale={ analytics.stale } /> }
		</>
	);
}

export const summary = {
	figures: FIGURES,
	Figures,
} satisfies ModuleSummary;
