/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Root from '../components/Root';
import SummaryFigures from '../components/Summary/SummaryFigures';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';

/**
 * The WordPress dashboard widget: impressions, clicks and visitors, loaded once the widget scrolls into view.
 */
function WPDashboardApp() {
	const { pages } = getBaseData();
	const container = useRef< HTMLDivElement >( null );
	const [ visible, setVisible ] = useState( false );

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
			<SummaryFigures
				figures={ [ 'impressions', 'clicks', 'visitors', 'views' ] }
				enabled={ visible }
			/>
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
