/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { TILES } from '../../../../widgets/key-metrics/suggestions';
import type { WidgetProps } from '../../../../widgets/components';
import KeyMetricTile from '../../../../widgets/common/KeyMetricTile';
import { TileTopList, TOP_ROWS } from '../../../../widgets/common/tile-shapes';
import { useTileReport } from '../../../../widgets/common/tile-report';
import PageLabel from '../../../../widgets/common/PageLabel';
import {
	adsenseRecords,
	currencyOf,
	EARNINGS_METRICS,
	formatCurrency,
	type AdSenseReport,
} from '../../report';

/**
 * The pages that earned most, best first.
 *
 * @param report AdSense report by PAGE_URL.
 */
export function topEarningPages(
	report: AdSenseReport
): Array< { url: string; earnings: number } > {
	return adsenseRecords( report )
		.map( ( record ) => ( {
			url: record.PAGE_URL,
			earnings: Number( record.ESTIMATED_EARNINGS || 0 ),
		} ) )
		.filter( ( page ) => page.url && page.earnings > 0 )
		.sort(
			( a, b ) => b.earnings - a.earnings || a.url.localeCompare( b.url )
		)
		.slice( 0, TOP_ROWS );
}

/**
 * Top earning pages: the three pages with the highest AdSense earnings. Reads the same report as the
 * Top earning pages table (one provider call for both).
 *
 * @param props           Widget props.
 * @param props.dateRange
 */
export default function TopEarningContentTile( { dateRange }: WidgetProps ) {
	const params = useMemo(
		() => ( {
			metrics: EARNINGS_METRICS,
			dimensions: 'PAGE_URL',
			dateRange,
		} ),
		[ dateRange ]
	);
	const state = useTileReport< AdSenseReport >( 'adsense', 'report', params );
	const pages = state.report ? topEarningPages( state.report ) : [];
	const currency = currencyOf( state.report );
	const title = __( 'Top earning pages', 'google-site-kit' );
	const valueHeader = __( 'Earnings', 'google-site-kit' );
	return (
		<KeyMetricTile
			slug={ TILES.topEarningContent }
			title={ title }
			module="adsense"
			state={ state }
			hasData={ pages.length > 0 }
			csv={ {
				name: TILES.topEarningContent,
				title,
				dateRange,
				table: {
					columns: [
						__( 'Page', 'google-site-kit' ),
						`${ valueHeader } (${ currency })`,
					],
					rows: pages.map( ( page ) => [ page.url, page.earnings ] ),
				},
			} }
		>
			<TileTopList
				valueHeader={ valueHeader }
				rows={ pages.map( ( page ) => ( {
					key: page.url,
					label: (
						<PageLabel
							page={ page.url }
							className="googlesitekit-km-tile__page"
						/>
					),
					value: formatCurrency( page.earnings, currency ),
				} ) ) }
			/>
		</KeyMetricTile>
	);
}
