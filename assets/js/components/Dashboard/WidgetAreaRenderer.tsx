/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import ErrorBoundary from '../ErrorBoundary';
import { widgetsStore, type WidgetArea } from '../../datastore/widgets';
import { getWidgetComponent, type WidgetProps } from '../../widgets/components';

interface WidgetAreaRendererProps extends WidgetProps {
	area: WidgetArea;
}

/**
 * One widget area: its title and its active widgets on the layout grid.
 *
 * @param props      Component props.
 * @param props.area
 */
export default function WidgetAreaRenderer( {
	area,
	...widgetProps
}: WidgetAreaRendererProps ) {
	const widgets = useSelect(
		( select ) =>
			select( widgetsStore )
				.getWidgets( area.slug )
				.filter( ( widget ) =>
					select( widgetsStore ).isWidgetActive( widget.slug )
				),
		[ area.slug ]
	);
	if ( ! widgets.length ) {
		return null;
	}
	return (
		<section
			className="googlesitekit-widget-area"
			aria-labelledby={ `googlesitekit-area-${ area.slug }` }
		>
			<h3
				id={ `googlesitekit-area-${ area.slug }` }
				className="googlesitekit-widget-area__title"
			>
				{ area.title }
			</h3>
			{ area.subtitle && (
				<p className="googlesitekit-widget-area__subtitle">
					{ area.subtitle }
				</p>
			) }
			<div className="googlesitekit-grid">
				{ widgets.map( ( widget ) => {
					const Component = getWidgetComponent( widget.slug );
					return Component ? (
						<div
							key={ widget.slug }
							className={ `googlesitekit-widget googlesitekit-widget--${ widget.width } googlesitekit-widget--${ widget.slug }` }
						>
							{ /* One failing widget does not take the dashboard down. */ }
							<ErrorBoundary>
								<Component { ...widgetProps } />
							</ErrorBoundary>
						</div>
					) : null;
				} ) }
			</div>
		</section>
	);
}
