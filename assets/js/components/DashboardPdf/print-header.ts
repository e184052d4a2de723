/**
 * The header on top of the PDF: the site, the page (an entity dashboard's title and URL), the period and what it is
 * compared with as the toolbar shows them, and when the PDF was made. Hidden on screen; the print sheet shows it.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	COMPARE_MODES,
	getRangeDates,
	getRangeLabel,
	RANGE_PRESETS,
	toRangeKey,
	type UserDateRange,
} from '../../util/date-range';
import { formatDateTime } from '../../util/locale';

export interface PrintHeaderFacts {
	siteName: string;
	siteURL: string;
	/** The dashboard's title ("Dashboard", or the entity's page title). */
	title: string;
	/** The entity dashboard's page URL; '' on the main dashboard. */
	pageURL: string;
	range: UserDateRange;
	/** The compared dates as the toolbar shows them ('' to compute them). */
	comparedShown: string;
	/** The site's today, "YYYY-MM-DD". */
	today: string;
	/** Unix time in seconds. */
	generated: number;
}

/**
 * The period's line: "Last 28 days (Oct 30 – Nov 26, 2026)".
 *
 * @param range The range.
 * @param today The site's today.
 */
export function periodText( range: UserDateRange, today: string ): string {
	const name =
		RANGE_PRESETS.find( ( preset ) => preset.slug === range.dateRange )
			?.label ?? getRangeLabel( range.dateRange );
	const dates = getRangeDates( toRangeKey( range ), today );
	const shown = dates
		? getRangeLabel( `${ dates.startDate }..${ dates.endDate }` )
		: '';
	return shown && shown !== name ? `${ name } (${ shown })` : name;
}

/**
 * The comparison's line: "Previous period (Oct 2 – Oct 29, 2026)", or the mode alone without a comparison.
 *
 * @param range         The range.
 * @param today         The site's today.
 * @param comparedShown The compared dates as shown ('' to compute them).
 */
export function compareText(
	range: UserDateRange,
	today: string,
	comparedShown: string
): string {
	const mode =
		COMPARE_MODES.find( ( item ) => item.slug === range.compare )?.label ??
		range.compare;
	if ( range.compare === 'none' ) {
		return mode;
	}
	const dates = getRangeDates( toRangeKey( range ), today );
	const compared =
		comparedShown ||
		( dates
			? getRangeLabel(
					`${ dates.compareStartDate }..${ dates.compareEndDate }`
			  )
			: '' );
	return compared ? `${ mode } (${ compared })` : mode;
}

/**
 * One line of the header's list.
 *
 * @param list  The list.
 * @param term  What it is.
 * @param value Its value.
 */
function addLine( list: HTMLElement, term: string, value: string ): void {
	const dt = document.createElement( 'dt' );
	dt.textContent = term;
	const dd = document.createElement( 'dd' );
	dd.textContent = value;
	list.append( dt, dd );
}

/**
 * The header element (text only: every value is set as text, never as markup).
 *
 * @param facts What it says.
 */
export function createPrintHeader( facts: PrintHeaderFacts ): HTMLElement {
	const header = document.createElement( 'header' );
	header.className = 'googlesitekit-pdf-header';
	header.hidden = true;
	const site = document.createElement( 'p' );
	site.className = 'googlesitekit-pdf-header__site';
	site.textContent = facts.siteName || facts.siteURL;
	const title = document.createElement( 'h1' );
	title.className = 'googlesitekit-pdf-header__title';
	title.textContent = facts.title;
	header.append( site, title );
	const list = document.createElement( 'dl' );
	list.className = 'googlesitekit-pdf-header__facts';
	// An entity dashboard's page, or the site the main dashboard covers.
	if ( facts.pageURL ) {
		addLine( list, __( 'Page', 'google-site-kit' ), facts.pageURL );
	} else {
		addLine( list, __( 'Site', 'google-site-kit' ), facts.siteURL );
	}
	addLine(
		list,
		__( 'Period', 'google-site-kit' ),
		periodText( facts.range, facts.today )
	);
	addLine(
		list,
		__( 'Compared with', 'google-site-kit' ),
		compareText( facts.range, facts.today, facts.comparedShown )
	);
	addLine(
		list,
		__( 'Generated', 'google-site-kit' ),
		sprintf(
			/* translators: %s: date and time */
			__( '%s by Site Kit', 'google-site-kit' ),
			formatDateTime( facts.generated )
		)
	);
	header.append( list );
	return header;
}
