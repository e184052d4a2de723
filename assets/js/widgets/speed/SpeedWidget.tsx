/**
 * WordPress dependencies
 */
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	StaleNotice,
	WidgetError,
	WidgetLoading,
} from '../../components/Dashboard/WidgetStates';
import type { WidgetProps } from '../components';
import { useHomeURL } from '../common/hooks';
import MetricBlock, { SourceLink } from '../common/MetricBlock';
import { SOURCES } from '../common/sources';
import Tabs from '../common/Tabs';
import {
	FIELD_METRICS,
	LAB_METRICS,
	fieldDataOf,
	fieldRating,
	formatFieldValue,
	scoreRating,
	topRecommendations,
	type PageSpeedReport,
} from '../pagespeed';
import { useReport } from '../use-report';

type Strategy = 'mobile' | 'desktop';

const TABS: Array< { id: Strategy; label: string } > = [
	{ id: 'mobile', label: __( 'Mobile', 'google-site-kit' ) },
	{ id: 'desktop', label: __( 'Desktop', 'google-site-kit' ) },
];

/**
 * Speed (PageSpeed Insights): Core Web Vitals of real visitors (field data)
 * and of a lab test, per device, with the recommendations that would save the
 * most time. It checks the home page, or the entity dashboard's page.
 *
 * @param props           Widget props.
 * @param props.entityURL
 */
export default function SpeedWidget( { entityURL }: WidgetProps ) {
	const homeURL = useHomeURL();
	const url = entityURL || homeURL;
	const [ strategy, setStrategy ] = useState< Strategy >( 'mobile' );

	return (
		<div className="googlesitekit-speed">
			<h3 className="googlesitekit-widget__title">
				{ __( 'Page speed and experience', 'google-site-kit' ) }
			</h3>
			<Tabs
				idPrefix="googlesitekit-speed"
				tabs={ TABS }
				selected={ strategy }
				onSelect={ ( id ) => setStrategy( id as Strategy ) }
				label={ __( 'Device', 'google-site-kit' ) }
			>
				{ url ? (
					<SpeedReport url={ url } strategy={ strategy } />
				) : (
					<WidgetLoading />
				) }
			</Tabs>
		</div>
	);
}

/**
 * The PageSpeed Insights report of one URL and device.
 *
 * @param props          Component props.
 * @param props.url      Page URL.
 * @param props.strategy mobile or desktop.
 */
function SpeedReport( { url, strategy }: { url: string; strategy: Strategy } ) {
	const params = useMemo( () => ( { url, strategy } ), [ url, strategy ] );
	const { report, error, stale, retry } = useReport< PageSpeedReport >(
		'pagespeed-insights',
		'pagespeed',
		params
	);
	if ( error ) {
		return <WidgetError error={ error } onRetry={ retry } />;
	}
	if ( ! report ) {
		return <WidgetLoading />;
	}
	const source = {
		name: SOURCES.pagespeed.name,
		url: addQueryArgs( `${ SOURCES.pagespeed.url }report`, {
			url,
			form_factor: strategy,
		} ),
	};
	return (
		<div className="googlesitekit-speed__report">
			{ stale && <StaleNotice stale={ stale } /> }
			<FieldData report={ report } />
			<LabData report={ report } />
			<Recommendations report={ report } />
			<SourceLink source={ source } />
		</div>
	);
}

/**
 * How real visitors experienced the page over the last 28 days (CrUX).
 *
 * @param props        Component props.
 * @param props.report PSI answer.
 */
function FieldData( { report }: { report: PageSpeedReport } ) {
	const field = fieldDataOf( report );
	return (
		<section className="googlesitekit-speed__section">
			<h4 className="googlesitekit-speed__heading">
				{ __( 'Field data: real visitors', 'google-site-kit' ) }
			</h4>
			{ ! field && (
				<p className="googlesitekit-speed__note">
					{ __(
						'Not enough visitors with Chrome have loaded this page in the last 28 days for field data yet.',
						'google-site-kit'
					) }
				</p>
			) }
			{ field?.origin && (
				<p className="googlesitekit-speed__note">
					{ __(
						'Too few visits of this page: these are the figures of the whole site.',
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
							<MetricBlock
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
function LabData( { report }: { report: PageSpeedReport } ) {
	const audits = report.lighthouseResult?.audits || {};
	const score = report.lighthouseResult?.categories?.performance?.score;
	return (
		<section className="googlesitekit-speed__section">
			<h4 className="googlesitekit-speed__heading">
				{ __( 'Lab data: a simulated load', 'google-site-kit' ) }
			</h4>
			<div className="googlesitekit-widget-blocks googlesitekit-widget-blocks--compact">
				{ typeof score === 'number' && (
					<MetricBlock
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
						<MetricBlock
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

/**
 * The opportunities that would save the most loading time.
 *
 * @param props        Component props.
 * @param props.report PSI answer.
 */
function Recommendations( { report }: { report: PageSpeedReport } ) {
	const recommendations = topRecommendations( report );
	return (
		<section className="googlesitekit-speed__section">
			<h4 className="googlesitekit-speed__heading">
				{ __( 'Top recommendations', 'google-site-kit' ) }
			</h4>
			{ recommendations.length ? (
				<ol className="googlesitekit-speed__recommendations">
					{ recommendations.map( ( audit ) => (
						<li key={ audit.id }>
							<div className="googlesitekit-speed__recommendation">
								<span>{ audit.title }</span>
								<span className="googlesitekit-speed__saving">
									{ audit.displayValue ||
										sprintf(
											/* translators: %d: milliseconds */
											__(
												'Est savings of %d ms',
												'google-site-kit'
											),
											audit.details?.overallSavingsMs || 0
										) }
								</span>
							</div>
						</li>
					) ) }
				</ol>
			) : (
				<p className="googlesitekit-speed__note">
					{ __(
						'Nothing to improve: this page passes every check that saves loading time.',
						'google-site-kit'
					) }
				</p>
			) }
		</section>
	);
}
