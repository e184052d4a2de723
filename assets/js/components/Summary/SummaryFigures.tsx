/**
 * Internal dependencies
 */
import { MODULE_SUMMARIES, type SummaryFigure } from '../../modules/summaries';
import type { ModuleSummary } from '../../modules/types';

export type { SummaryFigure };

interface SummaryFiguresProps {
	figures: SummaryFigure[];
	/** Only this page's figures, when given. */
	url?: string;
	dateRange?: string;
	/** False until the figures are wanted: nothing is requested before. */
	enabled: boolean;
}

const SUMMARIES: Array< [ string, ModuleSummary ] > =
	Object.entries( MODULE_SUMMARIES );

/**
 * The headline figures with their change, for the admin bar and the WordPress dashboard: each module of
 * `modules/summaries.ts` shows its own (Search Console's clicks and impressions, Analytics' views and visitors), its
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
	const summaries = SUMMARIES.slice().sort(
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
