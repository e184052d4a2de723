/**
 * The dashboards' "Download PDF" button. Everything else (waiting for the widgets, the print header, the print
 * stylesheet) is a chunk of its own, loaded when the button is pressed: download-pdf.ts.
 */

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { UserDateRange } from '../../util/date-range';

/**
 * Prepares the dashboard and opens the browser's print dialog, where "Save as PDF" makes the file.
 *
 * @param props       Component props.
 * @param props.range The range the dashboard shows.
 */
export default function DashboardPdfButton( {
	range,
}: {
	range: UserDateRange;
} ) {
	const [ busy, setBusy ] = useState( false );
	return (
		<button
			type="button"
			className="button googlesitekit-print-hide googlesitekit-pdf-button"
			// Not `disabled`: the focus stays on the button while the PDF is prepared.
			aria-disabled={ busy }
			onClick={ ( event ) => {
				const button = event.currentTarget;
				if ( busy ) {
					return;
				}
				setBusy( true );
				import(
					/* webpackChunkName: "dashboard-pdf" */ './download-pdf'
				)
					.then( ( module ) => module.downloadPdf( button, range ) )
					.catch( () => undefined )
					.finally( () => setBusy( false ) );
			} }
		>
			{ __( 'Download PDF', 'google-site-kit' ) }
		</button>
	);
}
