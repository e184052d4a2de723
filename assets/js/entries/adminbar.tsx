/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import Root from '../components/Root';
import SummaryFigures from '../components/Summary/SummaryFigures';
import { getBaseData } from '../api/base-data';
import { mountApp } from './mount';
import { trackEvent } from '../datastore/tracking';
import { userStore } from '../datastore/user';
import { CompareModeContext } from '../widgets/hooks/compare-mode';
import { getRangeLabel, toRangeKey } from '../util/date-range';

const ROOT_ID = 'js-googlesitekit-adminbar';

/**
 * The admin bar item's panel: the current page's figures, loaded when the item is first opened.
 */
function AdminBarApp() {
	const { permaLink, pages } = getBaseData();
	const [ open, setOpen ] = useState( false );
	const [ opened, setOpened ] = useState( false );
	// The user's range, as saved on the server (the dashboard's picker sets it).
	const range = useSelect(
		( select ) => select( userStore ).getDateRange(),
		[]
	);

	// The item's own link opens the panel; without this script it leads to the page's dashboard.
	useEffect( () => {
		const link = document
			.getElementById( ROOT_ID )
			?.closest( 'li' )
			?.querySelector< HTMLAnchorElement >( 'a.ab-item' );
		if ( ! link ) {
			return undefined;
		}
		link.setAttribute( 'aria-expanded', 'false' );
		link.setAttribute( 'aria-controls', `${ ROOT_ID }-panel` );
		const onClick = ( event: MouseEvent ) => {
			event.preventDefault();
			setOpen( ( value ) => {
				link.setAttribute( 'aria-expanded', String( ! value ) );
				return ! value;
			} );
			setOpened( true );
			trackEvent( 'adminBar', 'open_adminbar' );
		};
		link.addEventListener( 'click', onClick );
		return () => link.removeEventListener( 'click', onClick );
	}, [] );

	if ( ! opened ) {
		return null;
	}
	return (
		<div
			id={ `${ ROOT_ID }-panel` }
			className="googlesitekit-adminbar-panel"
			hidden={ ! open }
		>
			<p className="googlesitekit-adminbar-panel__title">
				{ sprintf(
					/* translators: %s: the date range, e.g. "Last 28 days" or "Mar 1 – Mar 31, 2026". */
					__( 'This page: %s', 'google-site-kit' ),
					getRangeLabel( range.dateRange )
				) }
			</p>
			<CompareModeContext.Provider value={ range.compare }>
				<SummaryFigures
					figures={ [ 'impressions', 'clicks', 'visitors', 'views' ] }
					url={ permaLink }
					dateRange={ toRangeKey( range ) }
					enabled={ opened }
				/>
			</CompareModeContext.Provider>
			<a
				className="googlesitekit-adminbar-panel__more"
				href={ `${ pages.dashboard }&permaLink=${ encodeURIComponent(
					permaLink
				) }` }
			>
				{ __( 'More details', 'google-site-kit' ) }
			</a>
		</div>
	);
}

mountApp(
	ROOT_ID,
	<Root>
		<AdminBarApp />
	</Root>
);
