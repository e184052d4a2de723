/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useModuleSetupURL } from '../../widgets/common/hooks';
import { getKeyMetricRequirement } from '../../widgets/components';
import { isViewOnlyDashboard, type TileState } from './use-key-metrics';

/**
 * The fix for a tile whose module is not connected: its setup screen.
 *
 * @param props        Component props.
 * @param props.module Module slug.
 * @param props.title  The tile's title (for the link's accessible name).
 */
function ConnectModule( { module, title }: { module: string; title: string } ) {
	const url = useModuleSetupURL( module );
	return url ? (
		<a
			className="button"
			href={ url }
			aria-label={ sprintf(
				/* translators: %s: a key metric's title. */
				__( 'Set up the service for “%s”', 'google-site-kit' ),
				title
			) }
		>
			{ __( 'Set up', 'google-site-kit' ) }
		</a>
	) : null;
}

/**
 * What the fix of a tile's blocker is (nothing on a view-only dashboard: the fixes change the site's setup).
 *
 * @param props       Component props.
 * @param props.state The tile's state.
 */
export function BlockerFix( { state }: { state: TileState } ) {
	const blocker = state.blocker;
	if ( ! blocker || isViewOnlyDashboard() ) {
		return null;
	}
	if ( blocker.kind === 'module' ) {
		return (
			<ConnectModule
				module={ blocker.module }
				title={ state.tile.keyMetric.title }
			/>
		);
	}
	const Fix = getKeyMetricRequirement( blocker.requirement )?.Fix;
	return Fix ? <Fix tile={ state.tile.slug } /> : null;
}

/**
 * A tile that cannot show figures yet: its title, why, and the fix.
 *
 * @param props       Component props.
 * @param props.state The tile's state.
 */
export default function UnavailableTile( { state }: { state: TileState } ) {
	return (
		<div className="googlesitekit-km-tile googlesitekit-km-tile--unavailable">
			<h4 className="googlesitekit-km-tile__title">
				{ state.tile.keyMetric.title }
			</h4>
			<p className="googlesitekit-km-tile__reason">
				{ state.blocker?.reason }
			</p>
			<div className="googlesitekit-km-tile__fix">
				<BlockerFix state={ state } />
			</div>
		</div>
	);
}
