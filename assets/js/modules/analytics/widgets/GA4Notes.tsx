/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatPercent } from '../../../util/numbers';
import type { GA4Report } from '../report';

/**
 * What GA4 says about how complete a report is, in a site owner's words:
 * sampled, thresholded, or rows folded into "(other)".
 *
 * @param report GA4 report.
 */
export function ga4ReportNotes( report: GA4Report ): string[] {
	const metadata = report.metadata || {};
	const notes: string[] = [];
	const samples = ( metadata.samplingMetadatas || [] )[ 0 ];
	if ( samples ) {
		const read = Number( samples.samplesReadCount );
		const space = Number( samples.samplingSpaceSize );
		notes.push(
			read > 0 && space > 0
				? sprintf(
						/* translators: %s: share of the events read, e.g. 12% */
						__(
							'Sampled: Analytics based these figures on %s of the events.',
							'google-site-kit'
						),
						formatPercent( read / space )
				  )
				: __(
						'Sampled: Analytics based these figures on part of the events.',
						'google-site-kit'
				  )
		);
	}
	if ( metadata.subjectToThresholding ) {
		notes.push(
			__(
				'Thresholded: Analytics withheld some rows to protect visitors’ privacy, so rows may not add up to the total.',
				'google-site-kit'
			)
		);
	}
	if ( metadata.dataLossFromOtherRow ) {
		notes.push(
			__(
				'Some rows are folded into “(other)”: this property has more distinct values than Analytics keeps in a report.',
				'google-site-kit'
			)
		);
	}
	return notes;
}

/**
 * The notes of a widget's GA4 reports, under its figures: each said once.
 *
 * @param props         Component props.
 * @param props.reports The widget's GA4 reports (those not loaded yet left out).
 */
export default function GA4Notes( {
	reports,
}: {
	reports: Array< GA4Report | undefined >;
} ) {
	const notes = [
		...new Set(
			reports.flatMap( ( report ) =>
				report ? ga4ReportNotes( report ) : []
			)
		),
	];
	if ( ! notes.length ) {
		return null;
	}
	return (
		<ul className="googlesitekit-report-notes" role="note">
			{ notes.map( ( note ) => (
				<li key={ note }>{ note }</li>
			) ) }
		</ul>
	);
}
