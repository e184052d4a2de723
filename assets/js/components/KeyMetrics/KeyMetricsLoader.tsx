/**
 * The main dashboard's Key metrics section as a chunk of its own (`key-metrics`: the section, the tiles of every
 * module, their figures and requirements), asked for as soon as the dashboard's script runs.
 *
 * Until it has loaded, the section shows its frame in its loading state, as tall as the section will be (the picks,
 * or the suggestions of the purpose answer, four to a row), and the page's reads wait for it (`holdReads`, from the
 * section's first render to its mount), so the tiles' reads go in the same request as every other widget's: no
 * second round of requests, and nothing moves when the tiles arrive. The chunk normally arrives before the first
 * reads are sent; the hold only matters on a slow line.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { Suspense, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { holdReads } from '../../api/batch';
import { getBaseData } from '../../api/base-data';
import { keyMetricsStore } from '../../datastore/key-metrics';
import { userStore } from '../../datastore/user';
import type { WidgetArea } from '../../datastore/widgets';
import type { WidgetProps } from '../../widgets/components';
import { suggestedTiles } from '../../widgets/key-metrics/suggestions';
import ErrorBoundary from '../ErrorBoundary';
import type { LazyPart } from '../lazy-part';

export type KeyMetricsAreaProps = WidgetProps & { area: WidgetArea };

/**
 * How many tiles the section will show: the user's picks, else the suggestions of their purpose answer.
 */
function useTileCount(): number {
	const viewOnly = ( getBaseData().viewContext || '' ).endsWith( 'ViewOnly' );
	return useSelect(
		( select ) => {
			const picked = select( keyMetricsStore ).getPickedTiles() ?? [];
			if ( picked.length ) {
				return picked.length;
			}
			const purpose = viewOnly
				? undefined
				: select( userStore ).getUserInputSettings()?.purpose
						?.values?.[ 0 ];
			return suggestedTiles( purpose ).length;
		},
		[ viewOnly ]
	);
}

/**
 * The section while its code loads: its frame, loading, at its size; the page's reads wait for its tiles'.
 *
 * @param props      Component props.
 * @param props.area The key-metrics widget area.
 */
function KeyMetricsLoading( { area }: { area: WidgetArea } ) {
	const count = useTileCount();
	const picked = useSelect(
		( select ) => !! select( keyMetricsStore ).getPickedTiles()?.length,
		[]
	);
	return (
		<section
			className="googlesitekit-widget-area googlesitekit-key-metrics"
			aria-labelledby={ `googlesitekit-area-${ area.slug }` }
			aria-busy="true"
		>
			<div className="googlesitekit-key-metrics__header">
				<div>
					<h3
						id={ `googlesitekit-area-${ area.slug }` }
						className="googlesitekit-widget-area__title"
					>
						{ area.title }
					</h3>
					<p className="googlesitekit-widget-area__subtitle">
						{ picked
							? __(
									'The metrics you picked for your site',
									'google-site-kit'
							  )
							: __(
									'Suggested from your answers about your site — change them any time',
									'google-site-kit'
							  ) }
					</p>
				</div>
				<button
					type="button"
					className="button googlesitekit-key-metrics__change"
					disabled
				>
					{ __( 'Change metrics', 'google-site-kit' ) }
				</button>
			</div>
			<div className="googlesitekit-grid">
				{ Array.from( { length: count }, ( _, index ) => (
					<div
						key={ index }
						className="googlesitekit-widget googlesitekit-widget--quarter"
					>
						{ /* As a tile's frame shows while its report loads (widgets/common/KeyMetricTile.tsx). */ }
						<section
							className="googlesitekit-km-tile"
							aria-busy="true"
						>
							<h3 className="googlesitekit-km-tile__title">
								&nbsp;
							</h3>
							<div className="googlesitekit-km-tile__body">
								<div
									className="googlesitekit-km-tile__skeleton"
									role="progressbar"
									aria-label={ __(
										'Loading',
										'google-site-kit'
									) }
								>
									<span className="googlesitekit-km-tile__skeleton-bar googlesitekit-km-tile__skeleton-bar--figure" />
									<span className="googlesitekit-km-tile__skeleton-bar" />
								</div>
							</div>
						</section>
					</div>
				) ) }
			</div>
		</section>
	);
}

/**
 * Releases the page's reads once the section has mounted (after its tiles, which have then asked for theirs).
 *
 * @param props         Component props.
 * @param props.release Releases the hold.
 */
function ReleaseReads( { release }: { release: () => void } ) {
	useEffect( () => release(), [ release ] );
	return null;
}

/**
 * The section, from its chunk.
 *
 * @param Area The section's part (its `preload` is started by the entry).
 */
export function keyMetricsLoader(
	Area: LazyPart< KeyMetricsAreaProps >
): ComponentType< KeyMetricsAreaProps > {
	return function KeyMetricsLoader( props: KeyMetricsAreaProps ) {
		// Held as the section first renders, in the page's first render pass, before any widget's read can be sent
		// (they wait a few ms for each other); released once it has mounted, after HOLD_MAX_MS, or when it goes away.
		const [ release ] = useState( () => holdReads( 'key-metrics' ) );
		useEffect( () => release, [ release ] );
		return (
			<ErrorBoundary>
				<Suspense
					fallback={ <KeyMetricsLoading area={ props.area } /> }
				>
					<Area { ...props } />
					<ReleaseReads release={ release } />
				</Suspense>
			</ErrorBoundary>
		);
	};
}
