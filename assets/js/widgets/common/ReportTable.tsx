/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { StaleInfo } from '../../api/batch';
import { StaleNotice } from './WidgetStates';
import { SourceLink } from './DataBlock';
import type { Source } from './sources';
import CsvButton from './CsvButton';
import type { CsvExport } from './csv-export';

interface ReportTableProps {
	/** Class of the widget's wrapper. */
	className: string;
	title: ReactNode;
	/** Set when the rows are the server's last good answer. */
	stale?: StaleInfo;
	/** Header cells, in order. */
	columns: ReactNode[];
	/** The provider's own report. */
	source: Source;
	/** The table rows. */
	children: ReactNode;
	/** What the provider said about the report (sampled, thresholded…), under the table. */
	notes?: ReactNode;
	/** The rows shown, with raw values, for the "Download CSV" button. */
	csv?: CsvExport;
}

/**
 * A widget that is a ranked table of a report (top pages, top queries, top earners): title, stale mark,
 * scrollable table, source link.
 *
 * @param props           Component props.
 * @param props.className
 * @param props.title
 * @param props.stale
 * @param props.columns
 * @param props.source
 * @param props.children
 * @param props.notes
 * @param props.csv
 */
export default function ReportTable( {
	className,
	title,
	stale,
	columns,
	source,
	children,
	notes,
	csv,
}: ReportTableProps ) {
	return (
		<div className={ className }>
			<div className="googlesitekit-widget__header">
				<h3 className="googlesitekit-widget__title">{ title }</h3>
				{ csv && <CsvButton csv={ csv } /> }
			</div>
			{ stale && <StaleNotice stale={ stale } /> }
			<div className="googlesitekit-table-scroll">
				<table className="googlesitekit-table googlesitekit-table--report">
					<thead>
						<tr>
							{ columns.map( ( column, index ) => (
								<th key={ index } scope="col">
									{ column }
								</th>
							) ) }
						</tr>
					</thead>
					<tbody>{ children }</tbody>
				</table>
			</div>
			{ notes }
			<SourceLink source={ source } />
		</div>
	);
}
