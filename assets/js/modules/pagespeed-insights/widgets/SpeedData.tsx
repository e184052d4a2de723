/**
 * The Speed widget's figures: Core Web Vitals of real visitors (field data, CrUX) and of the lab test (Lighthouse).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../../widgets/common/DataBlock';
import {
	FIELD_METRICS,
	LAB_METRICS,
	fieldDataOf,
	fieldRating,
	formatFieldValue,
	scoreRating,
	type PageSpeedReport,
} from '../report';

/**
 * How real visitors experienced the page over the last 28 days (CrUX).
 *
 * @param props        Component props.
 * @param props.report PSI answer.
 */
export function FieldData( { report }: { report: PageSpeedReport } ) {
	const field = fieldDataOf( report );
	return (
		<section className="googlesitekit-speed__section">
			<h4 className="googlesitekit-speed__heading">
				{ __( 'Field data: real visitors', 'google-site-kit' ) }
			</h4>
			{ ! field && (
				<p className="googlesitekit-speed__note googlesitekit-speed__no-field-data">
					{ __(
						'Google has no field data for this page yet: too few visitors with Chrome have loaded it (or any page of the site) in the last 28 days. The lab data below still shows how fast it loads.',
						'google-site-kit'
					) }
				</p>
			) }
			{ field?.origin && (
				<p className="googlesitekit-speed__note googlesitekit-speed__origin-fallback">
					{ __(
						'Not enough visits to this page: field data for the whole site.',
						'google-site-kit'
					) }
				</p>
			) }
			{ field && (
				<div className="googlesitekit-widget-blocks googlesitekit-widget-blocks--compact">
					{ FIELD_METRICS.filter(
						( metric ) => field.metrics[ metric.key ]
					).map( ( metric ) => {
						const value = field.metrics[ metric.key ];
						return (
							<DataBlock
								key={ metric.key }
								title={ metric.title }
								value={ formatFieldValue(
									metric,
									value.percentile
								) }
								rating={ fieldRating( value.category ) }
							/>
						);
					} ) }
				</div>
			) }
		</section>
	);
}

/**
 * A simulated load of the page (Lighthouse): the performance score and its metrics.
 *
 * @param props        Component props.
 * @param props.report PSI answer.
 */
export function LabData( { report }: { report: PageSpeedReport } ) {
	const audits = report.lighthouseResult?.audits || {};
	const score = report.lighthouseResult?.categories?.performance?.score;
	return (
		<section className="googlesitekit-speed__section">
			<h4 className="googlesitekit-speed__heading">
				{ __( 'Lab data: a simulated load', 'google-site-kit' ) }
			</h4>
			<div className="googlesitekit-widget-blocks googlesitekit-widget-blocks--compact">
				{ typeof score === 'number' && (
					<DataBlock
						title={ __( 'Performance score', 'google-site-kit' ) }
						value={ String( Math.round( score * 100 ) ) }
						rating={ scoreRating( score ) }
					/>
				) }
				{ LAB_METRICS.filter(
					( metric ) => audits[ metric.audit ]
				).map( ( metric ) => {
					const audit = audits[ metric.audit ];
					return (
						<DataBlock
							key={ metric.audit }
							title={ metric.title }
							value={
								audit.displayValue ||
								String( audit.numericValue ?? '' )
							}
							rating={ scoreRating( audit.score ) }
						/>
					);
				} ) }
			</div>
		</section>
	);
}
