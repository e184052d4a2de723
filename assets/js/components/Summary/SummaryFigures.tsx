/**
 * Internal dependencies
 */
import { getModuleSummaries } from '../../widgets/module-lists/summaries';
import type { ModuleSummary } from '../../widgets/module-lists/types';

/** A figure some module's summary can show, e.g. "clicks". */
export type SummaryFigure = string;

interface SummaryFiguresProps {
	figures: SummaryFigure[];
	/** Only this page's figures, when given. */
	url?: string;
	dateRange?: string;
	/** False until the figures are wanted: nothing is requested before. */
	enabled: boolean;
}

/**
 * The headline figures with their change, for the admin bar and the WordPress dashboard: each module of
 * `modules/summaries.ts` (handed down: `entries/lists/figures.ts`) shows its own (Search Console's clicks and impressions, Analytics' views and visitors), its
 * own error or its own "gathering data", so one that fails hides only its figures. Modules come in the order of their
 * first wanted figure.
 *
 * @param props           Component props.
 * @param props.figures
 * @param props.url
 * @param props.dateRange
 * @param props.enabled
 */
export default function SummaryFigures( {
	figures,
	url,
	dateRange = 'last-28-days',
	enabled,
}: SummaryFiguresProps ) {
	const place = ( summary: ModuleSummary ) => {
		const index = figures.findIndex( ( figure ) =>
			summary.figures.includes( figure )
		);
		return index === -1 ? figures.length : index;
	};
	const summaries = Object.entries( getModuleSummaries() ).sort(
		( [ , a ], [ , b ] ) => place( a ) - place( b )
	);
	const blocks = summaries.map( ( [ slug, { Figures } ] ) => (
		<Figures
			key={ slug }
			figures={ figures }
			url={ url }
			dateRange={ dateRange }
			enabled={ enabled }
		/>
	) );
	// Rendered before they are enabled too (showing nothing), so that what they select (e.g. whether Analytics is
	// active) is read as early as before the figures were split by module.
	return enabled ? (
		<div className="googlesitekit-summary">{ blocks }</div>
	) : (
		<>{ blocks }</>
	);
}
