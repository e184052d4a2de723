/**
 * External dependencies
 */
import '@material/mwc-tab-bar';
import '@material/mwc-tab';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { trackEvent } from '../../datastore/tracking';
import { SETTINGS_TABS, tabIndexOf } from './routes';

/** The part of `<mwc-tab-bar>` the tabs drive. */
interface TabBarElement extends HTMLElement {
	activeIndex: number;
}

/** What `<mwc-tab-bar>` sends when a tab is activated (click, Enter or Space). */
export const TAB_ACTIVATED_EVENT = 'MDCTabBar:activated';

/**
 * The settings screen's three tabs (Material tab bar). Selecting one routes to
 * it and records a `tab_select` event; the route decides which one is active.
 */
export default function SettingsTabs() {
	const navigate = useNavigate();
	const { pathname } = useLocation();
	const activeIndex = tabIndexOf( pathname );
	const bar = useRef< TabBarElement >( null );
	// The index the route says is active: the bar also reports activations we made ourselves.
	const routeIndex = useRef( activeIndex );
	routeIndex.current = activeIndex;

	useEffect( () => {
		if ( bar.current && bar.current.activeIndex !== activeIndex ) {
			bar.current.activeIndex = activeIndex;
		}
	}, [ activeIndex ] );

	useEffect( () => {
		const element = bar.current;
		if ( ! element ) {
			return undefined;
		}
		const onActivated = ( event: Event ) => {
			const index = ( event as CustomEvent< { index: number } > ).detail
				?.index;
			const tab = SETTINGS_TABS[ index ];
			if ( ! tab || index === routeIndex.current ) {
				return;
			}
			trackEvent( 'settings', 'tab_select', tab.id );
			navigate( tab.route );
		};
		element.addEventListener( TAB_ACTIVATED_EVENT, onActivated );
		return () =>
			element.removeEventListener( TAB_ACTIVATED_EVENT, onActivated );
	}, [ navigate ] );

	return (
		<nav
			className="googlesitekit-settings-tabs"
			aria-label={ __( 'Settings sections', 'google-site-kit' ) }
		>
			<mwc-tab-bar ref={ bar } activeIndex={ activeIndex }>
				{ SETTINGS_TABS.map( ( tab ) => (
					<mwc-tab
						key={ tab.id }
						label={ tab.label }
						data-tab={ tab.id }
						minwidth
					/>
				) ) }
			</mwc-tab-bar>
		</nav>
	);
}
