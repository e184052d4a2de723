/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DataBlock from '../../../widgets/common/DataBlock';
import {
	formatCurrency,
	pageViewsRPM,
	sumRecords,
	type AdSenseRecord,
} from '../report';
import { SOURCES } from '../../../widgets/common/sources';

export interface Totals {
	earnings: number;
	rpm: number;
	impressions: number;
}

/**
 * Earnings, RPM and impressions of AdSense records.
 *
 * @param records Records.
 */
export function totalsOf( records: AdSenseRecord[] ): Totals {
	const earnings = sumRecords( records, 'ESTIMATED_EARNINGS' );
	return {
		earnings,
		rpm: pageViewsRPM( earnings, sumRecords( records, 'PAGE_VIEWS' ) ),
		impressions: sumRecords( records, 'IMPRESSIONS' ),
	};
}

/**
 * Whether neither period has earnings nor impressions.
 *
 * @param current  This period.
 * @param previous The compare period.
 */
export function isZero( current: Totals, previous: Totals ): boolean {
	return (
		current.earnings === 0 &&
		current.impressions === 0 &&
		previous.earnings === 0 &&
		previous.impressions === 0
	);
}

/**
 * The blocks of the widget.
 *
 * @param props          Component props.
 * @param props.current  This period.
 * @param props.previous The compare period.
 * @param props.currency ISO 4217 code.
 * @param props.compare  Whether to show the change against the compare period
 *                       (false when AdSense lacks part of it).
 */
export function EarningsBlocks( {
	current,
	previous,
	currency,
	compare = true,
}: {
	current: Totals;
	previous: Totals;
	currency: string;
	compare?: boolean;
} ) {
	return (
		<div className="googlesitekit-widget-blocks">
			<DataBlock
				title={ __( 'Earnings', 'google-site-kit' ) }
				value={ formatCurrency( current.earnings, currency ) }
				current={ current.earnings }
				previous={ compare ? previous.earnings : undefined }
				source={ SOURCES.adsense }
			/>
			<DataBlock
				title={ __( 'Page RPM', 'google-site-kit' ) }
				value={ formatCurrency( current.rpm, currency ) }
				current={ current.rpm }
				previous={ compare ? previous.rpm : undefined }
				source={ SOURCES.adsense }
			/>
			<DataBlock
				title={ __( 'Impressions', 'google-site-kit' ) }
				value={ current.impressions }
				previous={ compare ? previous.impressions : undefined }
				source={ SOURCES.adsense }
			/>
		</div>
	);
}
