/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../components/DataBlock';
import {
	GatheringBlock,
	sourceState,
	uniqueBlocks,
} from '../../components/Summary/blocks';
import { modulesStore } from '../../datastore/modules';
import { SOURCES } from '../../widgets/common/sources';
import { useReport } from '../../widgets/use-report';
import { totalOf, type GA4Report } from './report';
import type { ModuleSummary, SummaryProps } from '../types';

const FIGURES = [ 'views', 'visitors' ] as const;

/**
 * Analytics' views and unique visitors with their change against the previous period.
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
		enabled && wanted
	);
	if ( ! enabled || ! wanted ) {
		return null;
	}
	const block = ( metric: 0 | 1, title: string ) => {
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
	return (
		<>
			{ uniqueBlocks( figures, {
				views: () => block( 0, __( 'Views', 'google-site-kit' ) ),
				visitors: () =>
					block( 1, __( 'Unique visitors', 'google-site-kit' ) ),
			} ) }
		</>
	);
}

export const summary = {
	figures: FIGURES,
	Figures,
} satisfies ModuleSummary;
