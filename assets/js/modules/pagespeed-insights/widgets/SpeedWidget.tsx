/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	StaleNotice,
	WidgetError,
	WidgetLoading,
} from '../../../widgets/common/WidgetStates';
import type { WidgetProps } from '../../../widgets/components';
import { useHomeURL } from '../../../widgets/common/hooks';
import DataBlock, { SourceLink } from '../../../widgets/common/DataBlock';
import { SOURCES } from '../../../widgets/common/sources';
import Tabs from '../../../widgets/common/Tabs';
import {
	FIELD_METRICS,
	LAB_METRICS,
	fieldDataOf,
	fieldRating,
	formatFieldValue,
	scoreRating,
	type PageSpeedReport,
} from '../report';
import { useReport } from '../../../widgets/use-report';
import { formatSaving, topInsights } from './insights';
import MarkdownText from './MarkdownText';

type Strategy = 'mobile' | 'desktop';

/**
 * After this long without an answer the widget says PageSpeed Insights is
 * slow (a run takes 10–30 s; the server waits up to a minute for it).
 */
export const SLOW_AFTER_MS = 5000;

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
			<p
				className="googlesitekit-widget-note googlesitekit-data-limit"
				data-service="pagespeed-insights"
				role="note"
			>
				{ __(
					'PageSpeed Insights measures the page as it is now and keeps no history: these results are the same whatever date range is picked (field data covers the last 28 days of real visits).',
					'google-site-kit'
				) }
			</p>
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
	const slow = useSlow( ! report && ! error, `${ url }|${ strategy }` );
	if ( error ) {
		return (
			<div className="googlesitekit-speed__error">
				<WidgetError
					error={ error }
					service={ SOURCES[ 'pagespeed-insights' ].name }
					onRetry={ retry }
				/>
			</div>
		);
	}
	if ( ! report ) {
		return (
			<div className="googlesitekit-speed__loading">
				<WidgetLoading />
				{ /* Always in the page, so screen readers announce the text when it appears. */ }
				<p className="googlesitekit-speed__note" role="status">
					{ slow &&
						__(
							'PageSpeed Insights is taking longer than usual… Google loads the page in a real browser, which can take up to a minute.',
							'google-site-kit'
						) }
				</p>
			</div>
		);
	}
	const source = {
		name: SOURCES[ 'pagespeed-insights' ].name,
		url: addQueryArgs( `${ SOURCES[ 'pagespeed-insights' ].url }report`, {
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
 * Whether a load has lasted longer than SLOW_AFTER_MS.
 *
 * @param loading Whether the report is loading.
 * @param key     What is loading (a new key starts the clock again).
 */
function useSlow( loading: boolean, key: string ): boolean {
	const [ slowKey, setSlowKey ] = useState< string | null >( null );
	useEffect( () => {
		if ( ! loading ) {
			return undefined;
		}
		const timer = setTimeout( () => setSlowKey( key ), SLOW_AFTER_MS );
		return () => clearTimeout( timer );
	}, [ loading, key ] );
	return loading && slowKey === key;
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

/**
 * The failed Lighthouse insights that would save the most (see insights.ts
 * for the order), each with its savings and, on demand, Google's advice.
 *
 * @param props        Component props.
 * @param props.report PSI answer.
 */
function Recommendations( { report }: { report: PageSpeedReport } ) {
	const insights = topInsights( report );
	return (
		<section className="googlesitekit-speed__section">
			<h4 className="googlesitekit-speed__heading">
				{ __( 'Top recommendations', 'google-site-kit' ) }
			</h4>
			{ insights.length ? (
				<ol className="googlesitekit-speed__recommendations">
					{ insights.map( ( insight ) => (
						<li key={ insight.id }>
							<div className="googlesitekit-speed__recommendation">
								<span className="googlesitekit-speed__insight-title">
									{ insight.title }
								</span>
								<span className="googlesitekit-speed__saving">
									{ insight.savings.length
										? sprintf(
												/* translators: %s: savings per metric, e.g. "LCP −450 ms, FCP −300 ms" */
												__(
													'Estimated savings: %s',
													'google-site-kit'
												),
												insight.savings
													.map( formatSaving )
													.join( ', ' )
										  )
										: insight.displayValue }
								</span>
							</div>
							{ insight.description && (
								<details className="googlesitekit-speed__details">
									<summary>
										{ __(
											'How to fix it',
											'google-site-kit'
										) }
									</summary>
									<p>
										<MarkdownText
											markdown={ insight.description }
										/>
									</p>
								</details>
							) }
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
