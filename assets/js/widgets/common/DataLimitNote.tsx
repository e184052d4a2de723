/**
 * The note under a service's figures when the range (or its compare period) reaches before what the service keeps,
 * and a widget's whole body when nothing of the range is kept. What the service has is `service-limits.ts`'s.
 */

/**
 * Internal dependencies
 */
import {
	dataLimitLines,
	shortLimitLine,
	type LimitedService,
	type ServiceLimits,
} from './service-limits';

// The widgets and shared screens take the limits from here, with the note.
export {
	compareAvailable,
	dataLimitLines,
	limitedServiceOf,
	outsideLimits,
	useServiceLimits,
	type LimitedService,
	type ServiceLimits,
} from './service-limits';

/**
 * The note under a service's figures when the range (or the compare period)
 * reaches before what the service keeps, and the provider's provisional
 * newest days (the lines are the module's, its `history.ts`).
 *
 * Compact (key-metric tiles): one short line, the whole note as its tooltip
 * and for screen readers, focusable so keyboard users reach the tooltip too;
 * the provisional-days line is left to the larger widgets.
 *
 * @param props         Component props.
 * @param props.service Service.
 * @param props.state   What the service has (useServiceLimits).
 * @param props.compact One line for small tiles.
 */
export default function DataLimitNote( {
	service,
	state,
	compact = false,
}: {
	service: LimitedService;
	state: ServiceLimits;
	compact?: boolean;
} ) {
	const lines = dataLimitLines(
		service,
		state,
		compact ? false : state.fresh
	);
	if ( ! lines.length ) {
		return null;
	}
	if ( compact && state.limits ) {
		const full = lines.join( ' ' );
		return (
			<p
				className="googlesitekit-data-limit googlesitekit-data-limit--compact"
				data-service={ service }
				role="note"
				// Focusable so the tooltip (the whole note) is reachable by keyboard.
				tabIndex={ 0 }
				title={ full }
			>
				<span aria-hidden="true">
					<span className="googlesitekit-data-limit__icon">i</span>{ ' ' }
					{ shortLimitLine( service, state.limits ) }
				</span>
				<span className="screen-reader-text">{ full }</span>
			</p>
		);
	}
	return (
		<div
			className="googlesitekit-data-limit"
			data-service={ service }
			role="note"
		>
			{ lines.map( ( line ) => (
				<p key={ line } className="googlesitekit-widget-note">
					{ line }
				</p>
			) ) }
		</div>
	);
}

/**
 * A widget whose whole range lies before what the service keeps: its title
 * and the note, instead of zeros or an empty table.
 *
 * @param props           Component props.
 * @param props.className The widget's class.
 * @param props.title     The widget's title.
 * @param props.service   Service.
 * @param props.state     What the service has.
 */
export function DataLimitWidget( {
	className,
	title,
	service,
	state,
}: {
	className: string;
	title: string;
	service: LimitedService;
	state: ServiceLimits;
} ) {
	return (
		<div className={ className }>
			<h3 className="googlesitekit-widget__title">{ title }</h3>
			<DataLimitNote service={ service } state={ state } />
		</div>
	);
}
