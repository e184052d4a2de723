/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Root from '../components/Root';
import SummaryFigures from '../components/Summary/SummaryFigures';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';
import { userStore } from '../datastore/user';
import { CompareModeContext } from '../widgets/hooks/compare-mode';
import { getRangeLabel, toRangeKey } from '../util/date-range';

/**
 * The WordPress dashboard widget: impressions, clicks and visitors, loaded once the widget scrolls into view.
 */
function WPDashboardApp() {
	const { pages } = getBaseData();
	const container = useRef< HTMLDivElement >( null );
	const [ visible, setVisible ] = useState( false );
	// The user's range, as saved on the server (the dashboard's picker sets it).
	const range = useSelect(
		( select ) => select( userStore ).getDateRange(),
		[]
	);

	useEffect( () => {
		const element = container.current;
		if ( ! element || ! ( 'IntersectionObserver' in window ) ) {
			setVisible( true );
			return undefined;
		}
		const observer = new window.IntersectionObserver( ( [ entry ] ) => {
			if ( entry.isIntersecting ) {
				setVisible( true );
				observer.disconnect();
			}
		} );
		observer.observe( element );
		return () => observer.disconnect();
	}, [] );

	return (
		<div ref={ container } className="googlesitekit-wp-dashboard">
			<p className="googlesitekit-wp-dashboard__range">
				{ range.compare === 'none' && getRangeLabel( range.dateRange ) }
				{ range.compare === 'same-period-last-year' &&
					sprintf(
						/* translators: %s: the date range, e.g. "Last 28 days". */
						__(
							'%s, compared with the same period last year',
							'google-site-kit'
						),
						getRangeLabel( range.dateRange )
					) }
				{ range.compare === 'previous-period' &&
					sprintf(
						/* translators: %s: the date range, e.g. "Last 28 days". */
						__(
							'%s, compared with the previous period',
							'google-site-kit'
						),
						getRangeLabel( range.dateRange )
					) }
			</p>
			<CompareModeContext.Provider value={ range.compare }>
				<SummaryFigures
					dateRange={ toRangeKey( range ) }
					figures={ [ 'impressions', 'clicks', 'visitors', 'views' ] }
					enabled={ visible }
				/>
			</CompareModeContext.Provider>
			<p>
				<a className="button" href={ pages.dashboard }>
					{ __( 'Go to the Site Kit dashboard', 'google-site-kit' ) }
				</a>
			</p>
		</div>
	);
}

mountApp(
	'js-googlesitekit-wp-dashboard',
	<Root>
		<WPDashboardApp />
	</Root>
);
