/**
 * A widget's "Download CSV" button: downloads the rows the widget shows (`csv-export.ts`) as a CSV file, made by a
 * chunk loaded on the first click (`csv-download.ts`). Hidden from print.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CsvExport } from './csv-export';

/**
 * The button.
 *
 * @param props     Component props.
 * @param props.csv What to download.
 */
export default function CsvButton( { csv }: { csv: CsvExport } ) {
	const label = sprintf(
		/* translators: %s: what is downloaded, e.g. Popular pages */
		__( 'Download %s as CSV', 'google-site-kit' ),
		csv.title
	);
	return (
		<button
			type="button"
			className="googlesitekit-csv-button googlesitekit-print-hide"
			aria-label={ label }
			title={ label }
			onClick={ () => {
				import(
					/* webpackChunkName: "csv-download" */ './csv-download'
				).then( ( module ) => module.downloadCsv( csv ) );
			} }
		>
			{ __( 'CSV', 'google-site-kit' ) }
		</button>
	);
}
