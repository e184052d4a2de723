/**
 * The breakdown of the All traffic widget: visitors by channel, country or device (the user picks), their shares
 * of the de-duplicated total, and the rows shown as a CSV file.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import CsvButton from '../../../widgets/common/CsvButton';
import { PlaceholderValue } from '../../../widgets/common/PageLabel';
import { sourceOf } from '../../../widgets/common/sources';
import type { ReportState } from '../../../widgets/use-report';
import { formatNumber, formatPercent } from '../../../util/numbers';
import {
	dimensionOf,
	isPlaceholderValue,
	metricOf,
	totalOf,
	type GA4Report,
} from '../report';

export const DIMENSIONS = [
	{
		slug: 'sessionDefaultChannelGrouping',
		label: __( 'Channels', 'google-site-kit' ),
	},
	{ slug: 'country', label: __( 'Locations', 'google-site-kit' ) },
	{ slug: 'deviceCategory', label: __( 'Devices', 'google-site-kit' ) },
] as const;

interface TrafficBreakdownProps {
	/** The report of visitors by the dimension. */
	breakdown: ReportState< GA4Report >;
	dimension: string;
	onDimension: ( dimension: string ) => void;
	dateRange: string;
	entityURL?: string;
}

/**
 * The dimension buttons and the table of the top rows.
 *
 * @param props             Component props.
 * @param props.breakdown
 * @param props.dimension
 * @param props.onDimension
 * @param props.dateRange
 * @param props.entityURL
 */
export default function TrafficBreakdown( {
	breakdown,
	dimension,
	onDimension,
	dateRange,
	entityURL,
}: TrafficBreakdownProps ) {
	const shownRows = ( breakdown.report?.rows || [] ).slice( 0, 6 );
	// A visitor can come through several channels: shares are of the de-duplicated total.
	const breakdownTotal = breakdown.report
		? totalOf( breakdown.report, 0 )
		: 0;
	const dimensionLabel =
		DIMENSIONS.find( ( item ) => item.slug === dimension )?.label || '';
	return (
		<div className="googlesitekit-all-traffic__breakdown">
			<div className="googlesitekit-all-traffic__bar">
				<div
					className="googlesitekit-segmented"
					role="group"
					aria-label={ __(
						'Break visitors down by',
						'google-site-kit'
					) }
				>
					{ DIMENSIONS.map( ( item ) => (
						<button
							key={ item.slug }
							type="button"
							className="button"
							aria-pressed={ dimension === item.slug }
							onClick={ () => onDimension( item.slug ) }
						>
							{ item.label }
						</button>
					) ) }
				</div>
				{ shownRows.length > 0 && (
					<CsvButton
						csv={ {
							name: `all-traffic-${ dimension }`,
							title: dimensionLabel,
							dateRange,
							entityURL,
							table: {
								columns: [
									dimensionLabel,
									__( 'Unique visitors', 'google-site-kit' ),
									__( 'Share', 'google-site-kit' ),
								],
								rows: shownRows.map( ( row ) => [
									dimensionOf( row ),
									metricOf( row ),
									breakdownTotal
										? metricOf( row ) / breakdownTotal
										: 0,
								] ),
							},
						} }
					/>
				) }
			</div>
			{ breakdown.error && (
				<WidgetError
					error={ breakdown.error }
					service={ sourceOf( 'analytics' ).name }
					onRetry={ breakdown.retry }
				/>
			) }
			{ breakdown.loading && <WidgetLoading /> }
			{ breakdown.report && (
				<table className="googlesitekit-table">
					<tbody>
						{ shownRows.map( ( row ) => {
							const label = dimensionOf( row );
							const value = metricOf( row );
							return (
								<tr key={ label }>
									<th scope="row">
										{ isPlaceholderValue( label ) ? (
											<PlaceholderValue value={ label } />
										) : (
											label
										) }
									</th>
									<td>{ formatNumber( value ) }</td>
									<td>
										{ formatPercent(
											breakdownTotal
												? value / breakdownTotal
												: 0
										) }
									</td>
								</tr>
							);
						} ) }
					</tbody>
				</table>
			) }
		</div>
	);
}
