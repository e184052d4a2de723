/**
 * The Speed widget (PageSpeed Insights): the device tabs, the slow-run notice and the report's sections
 * (`SpeedData.tsx`, `Recommendations.tsx`).
 */

/**
 * WordPress dependencies
 */
import { useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
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
import { SourceLink } from '../../../widgets/common/DataBlock';
import { sourceOf } from '../../../widgets/common/sources';
import Tabs from '../../../widgets/common/Tabs';
import type { PageSpeedReport } from '../report';
import { useReport } from '../../../widgets/use-report';
import { FieldData, LabData } from './SpeedData';
import Recommendations from './Recommendations';

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
					service={ sourceOf( 'pagespeed-insights' ).name }
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
		name: sourceOf( 'pagespeed-insights' ).name,
		url: addQueryArgs( `${ sourceOf( 'pagespeed-insights' ).url }report`, {
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
