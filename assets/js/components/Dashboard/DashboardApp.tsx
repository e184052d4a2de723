/**
 * External dependencies
 */
import type { ComponentType, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { Fragment, useEffect, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import UserInputNotification from '../Banner/UserInputNotification';
import FeatureTour from '../FeatureTour/TourLoader';
import { dashboardSharingTour } from '../FeatureTour/tours';
import ScreenLayout from '../ScreenLayout';
import DashboardNavigation, {
	type DashboardSection,
} from './DashboardNavigation';
import DateRangeSelector from './DateRangeSelector';
import DashboardPdfButton from '../DashboardPdf/DashboardPdfButton';
import { preloadLineChart } from './LineChart';
import { preloadWhenIdle } from '../lazy-part';
import WidgetAreaRenderer from './WidgetAreaRenderer';
import { useDateRange } from './use-date-range';
import { CompareModeContext } from '../../widgets/hooks/compare-mode';
import { useFeature } from '../hooks/use-feature';
import { useSiteToday } from '../hooks/site-today';
import { reportsStore } from '../../datastore/reports';
import {
	CONTEXTS,
	KEY_METRICS_AREA,
	widgetsStore,
	type WidgetArea,
	type WidgetContext,
} from '../../datastore/widgets';
import type { WidgetProps } from '../../widgets/components';

interface SectionDefinition extends DashboardSection {
	context: WidgetContext;
}

const MAIN_SECTIONS: SectionDefinition[] = [
	{
		id: 'key-metrics',
		label: __( 'Key metrics', 'google-site-kit' ),
		context: CONTEXTS.mainKeyMetrics,
	},
	{
		id: 'traffic',
		label: __( 'Traffic', 'google-site-kit' ),
		context: CONTEXTS.mainTraffic,
	},
	{
		id: 'content',
		label: __( 'Content', 'google-site-kit' ),
		context: CONTEXTS.mainContent,
	},
	{
		id: 'speed',
		label: __( 'Speed', 'google-site-kit' ),
		context: CONTEXTS.mainSpeed,
	},
	{
		id: 'monetization',
		label: __( 'Monetization', 'google-site-kit' ),
		context: CONTEXTS.mainMonetization,
	},
];

const ENTITY_SECTIONS: SectionDefinition[] = [
	{
		id: 'traffic',
		label: __( 'Traffic', 'google-site-kit' ),
		context: CONTEXTS.entityTraffic,
	},
	{
		id: 'content',
		label: __( 'Content', 'google-site-kit' ),
		context: CONTEXTS.entityContent,
	},
	{
		id: 'speed',
		label: __( 'Speed', 'google-site-kit' ),
		context: CONTEXTS.entitySpeed,
	},
	{
		id: 'monetization',
		label: __( 'Monetization', 'google-site-kit' ),
		context: CONTEXTS.entityMonetization,
	},
];

interface DashboardAppProps {
	/** mainDashboard, entityDashboard, or their ViewOnly variants. */
	viewContext: string;
	/** The page URL of the entity dashboard. */
	entityURL?: string;
	/** The screen's title. */
	title?: string;
	/** Shown above the toolbar (the entity header). */
	header?: ReactNode;
	/** Shown below the date-range toolbar, above the section navigation (the entity's index status). */
	afterToolbar?: ReactNode;
	/** Shown at the end of the toolbar (the main dashboard's "Get this by email"). */
	toolbarEnd?: ReactNode;
	/**
	 * The Key metrics section (`KeyMetrics/KeyMetricsArea.tsx`), handed in by the main dashboard's entry: the entity
	 * dashboard has none, so its bundle leaves the tiles out.
	 */
	keyMetricsArea?: ComponentType< WidgetProps & { area: WidgetArea } >;
}

/**
 * A dashboard: date range, section navigation, and the widget areas of each section.
 *
 * @param props                Component props.
 * @param props.viewContext    The spec's view context.
 * @param props.entityURL      Page URL of the entity dashboard.
 * @param props.title          Screen title.
 * @param props.header         Shown above the toolbar.
 * @param props.afterToolbar   Shown below the toolbar, above the sections.
 * @param props.toolbarEnd     Shown at the end of the toolbar.
 * @param props.keyMetricsArea The Key metrics section (main dashboard).
 */
export default function DashboardApp( {
	viewContext,
	entityURL,
	title,
	header,
	afterToolbar,
	toolbarEnd,
	keyMetricsArea: KeyMetricsArea,
}: DashboardAppProps ) {
	const [ dateRange, range, setRange ] = useDateRange();
	// A page left open past the site's midnight: every report is read again and the widgets start over with the new
	// day's dates (they compute them once, from the day they were mounted on).
	const { renewReports } = useDispatch( reportsStore );
	const today = useSiteToday( renewReports );
	const keyMetricsEnabled = useFeature( 'userInput' );
	// The charts' drawing code is a chunk of its own: it loads (once the first reads are sent) while the figures do.
	useEffect( () => {
		preloadWhenIdle( preloadLineChart );
	}, [] );
	const definitions = viewContext.startsWith( 'entityDashboard' )
		? ENTITY_SECTIONS
		: MAIN_SECTIONS;
	// The active areas' slugs as one string, so that the selection is the same value while nothing changed (a new
	// array on every call makes @wordpress/data's development build warn, and re-renders for nothing); the sections
	// are built from it.
	const widgets = useSelect( ( select ) => select( widgetsStore ), [] );
	const activeAreas = useSelect(
		( select ) =>
			definitions
				.map( ( section ) =>
					select( widgetsStore )
						.getWidgetAreas( section.context )
						.filter( ( area ) =>
							select( widgetsStore ).isWidgetAreaActive(
								area.slug
							)
						)
						.map( ( area ) => area.slug )
						.join( ',' )
				)
				.join( '|' ),
		[ definitions ]
	);
	const activeSections = useMemo(
		() =>
			definitions
				.map( ( section, i ) => {
					const slugs = activeAreas.split( '|' )[ i ].split( ',' );
					return {
						...section,
						areas: widgets
							.getWidgetAreas( section.context )
							.filter( ( area ) => slugs.includes( area.slug ) ),
					};
				} )
				.filter(
					( section ) =>
						section.areas.length > 0 &&
						// Key metrics come from the personalisation answers: only with that feature, on the main dashboard.
						( section.id !== 'key-metrics' ||
							( keyMetricsEnabled && !! KeyMetricsArea ) )
				),
		[ definitions, activeAreas, widgets, keyMetricsEnabled, KeyMetricsArea ]
	);
	// Key metrics lead when shown; otherwise (and on entity and view-only dashboards) traffic.
	const defaultSection =
		! viewContext.endsWith( 'ViewOnly' ) &&
		activeSections.some( ( section ) => section.id === 'key-metrics' )
			? 'key-metrics'
			: 'traffic';
	// The default section leads the page (on a view-only dashboard, traffic comes before key metrics).
	const sections = [
		...activeSections.filter(
			( section ) => section.id === defaultSection
		),
		...activeSections.filter(
			( section ) => section.id !== defaultSection
		),
	];

	return (
		<CompareModeContext.Provider value={ range.compare }>
			<ScreenLayout
				title={ title || __( 'Dashboard', 'google-site-kit' ) }
			>
				{ ! viewContext.endsWith( 'ViewOnly' ) && (
					<FeatureTour tour={ dashboardSharingTour( viewContext ) } />
				) }
				{ header }
				{ viewContext === 'mainDashboard' && (
					<UserInputNotification viewContext={ viewContext } />
				) }
				<div className="googlesitekit-dashboard-toolbar">
					<DateRangeSelector value={ range } onChange={ setRange } />
					<DashboardPdfButton range={ range } />
					{ toolbarEnd }
				</div>
				{ afterToolbar }
				{ sections.length > 0 && (
					<DashboardNavigation
						sections={ sections.map( ( { id, label } ) => ( {
							id,
							label,
						} ) ) }
						defaultSection={ defaultSection }
						viewContext={ viewContext }
					/>
				) }
				<Fragment key={ today }>
					{ sections.map( ( section ) => (
						<div
							key={ section.id }
							id={ section.id }
							className="googlesitekit-dashboard-section"
						>
							{ section.areas.map( ( area ) =>
								area.slug === KEY_METRICS_AREA &&
								KeyMetricsArea ? (
									<KeyMetricsArea
										key={ area.slug }
										area={ area }
										dateRange={ dateRange }
									/>
								) : (
									<WidgetAreaRenderer
										key={ area.slug }
										area={ area }
										dateRange={ dateRange }
										entityURL={ entityURL }
									/>
								)
							) }
						</div>
					) ) }
				</Fragment>
			</ScreenLayout>
		</CompareModeContext.Provider>
	);
}
