/**
 * WordPress dependencies
 */
import { lazy, Suspense, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ErrorBoundary from '../ErrorBoundary';
import KeyMetricsHeading from './KeyMetricsHeading';
import type { WidgetArea } from '../../datastore/widgets';
import { getWidgetComponent, type WidgetProps } from '../../widgets/components';
import UnavailableTile from './UnavailableTile';
import { useShownKeyMetricTiles, type TileState } from './use-key-metrics';

// The panel's code loads when it is first opened, not with the dashboard.
const ChangeMetricsPanel = lazy(
	() =>
		import(
			/* webpackChunkName: "key-metrics-panel" */ './ChangeMetricsPanel'
		)
);

interface KeyMetricsAreaProps extends WidgetProps {
	area: WidgetArea;
}

/**
 * One tile of the section: the module's widget once it can work, otherwise why not and the fix.
 *
 * @param props        Component props.
 * @param props.state  The tile's state.
 * @param props.widget What every widget receives.
 */
function Tile( { state, widget }: { state: TileState; widget: WidgetProps } ) {
	const Component = getWidgetComponent( state.tile.slug );
	let content = null;
	if ( state.ready === false && state.blocker ) {
		content = <UnavailableTile state={ state } />;
	} else if ( state.ready === undefined ) {
		content = (
			<div
				className="googlesitekit-km-tile googlesitekit-km-tile--loading"
				aria-busy="true"
			>
				<h4 className="googlesitekit-km-tile__title">
					{ state.tile.keyMetric.title }
				</h4>
				<div className="googlesitekit-skeleton" />
			</div>
		);
	} else if ( Component ) {
		content = (
			<ErrorBoundary>
				<Component { ...widget } />
			</ErrorBoundary>
		);
	}
	return (
		<div
			className={ `googlesitekit-widget googlesitekit-widget--quarter googlesitekit-widget--${ state.tile.slug }` }
			data-key-metric={ state.tile.slug }
		>
			{ content }
		</div>
	);
}

/**
 * The Key metrics section: the user's tiles (or the ones their answers suggest) and the Change metrics button.
 *
 * @param props      Component props.
 * @param props.area The key-metrics widget area.
 */
export default function KeyMetricsArea( {
	area,
	...widgetProps
}: KeyMetricsAreaProps ) {
	const { shown, picked, catalogue } = useShownKeyMetricTiles();
	const [ panelOpen, setPanelOpen ] = useState( false );
	const button = useRef< HTMLButtonElement >( null );

	if ( shown && ! shown.length && ! catalogue?.length ) {
		return null;
	}
	return (
		<section
			className="googlesitekit-widget-area googlesitekit-key-metrics"
			aria-labelledby={ `googlesitekit-area-${ area.slug }` }
			aria-busy={ shown === undefined }
		>
			<div className="googlesitekit-key-metrics__header">
				<KeyMetricsHeading area={ area } picked={ !! picked } />
				<button
					ref={ button }
					type="button"
					className="button googlesitekit-key-metrics__change"
					onClick={ () => setPanelOpen( true ) }
					disabled={ ! catalogue }
					aria-haspopup="dialog"
				>
					{ __( 'Change metrics', 'google-site-kit' ) }
				</button>
			</div>
			<div className="googlesitekit-grid">
				{ ( shown ?? [] ).map( ( state ) => (
					<Tile
						key={ state.tile.slug }
						state={ state }
						widget={ widgetProps }
					/>
				) ) }
			</div>
			{ panelOpen && catalogue && shown && (
				<Suspense
					fallback={
						<div
							className="googlesitekit-km-panel-backdrop"
							role="status"
						>
							{ __( 'Loading…', 'google-site-kit' ) }
						</div>
					}
				>
					<ChangeMetricsPanel
						catalogue={ catalogue }
						current={ shown.map( ( state ) => state.tile.slug ) }
						onClose={ () => {
							setPanelOpen( false );
							button.current?.focus();
						} }
					/>
				</Suspense>
			) }
		</section>
	);
}
