/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api';
import type { NetworkSite } from '../../datastore/network';
import FigureCell from './FigureCell';
import { FIGURE_NAMES, columnLabel, stateLabel } from './labels';
import ResetSiteButton from './ResetSiteButton';
import { useNetworkStore } from './use-network-store';

interface SiteRowProps {
	site: NetworkSite;
	onReset: ( message: string ) => void;
}

/**
 * One site of the overview: its name (to its dashboard), connection, services, owner, the figures of the last 28
 * days, whose Google access is refused, and its links and reset. On a phone the row is a card (network-overview.css
 * puts each cell's `data-label` before it). An error reading its figures shows in this row only.
 *
 * @param props         Component props.
 * @param props.site
 * @param props.onReset
 */
export default function SiteRow( { site, onReset }: SiteRowProps ) {
	const store = useNetworkStore();
	const { read, error, loading } = useSelect(
		( select ) => ( {
			read: select( store ).getSiteFigures( site.id ),
			error: select( store ).getSiteFiguresError( site.id ),
			loading: select( store ).isFetchingSiteFigures( site.id ),
		} ),
		[ store, site.id ]
	);
	const { fetchSiteFigures } = useDispatch( store );
	const figures = read || site.figures;
	const connected = site.state === 'connected';
	// Google's refusals of the figures, each said once for the row.
	const refusals = Array.from(
		new Set( Object.values( figures.errors || {} ) )
	).filter( Boolean );

	return (
		<tr
			className={ `googlesitekit-network__row googlesitekit-network__row--${ site.state }` }
		>
			<th
				scope="row"
				className="googlesitekit-network__site"
				data-label={ columnLabel( 'name' ) }
			>
				<a href={ site.dashboardURL }>{ site.name || site.url }</a>
				<span className="googlesitekit-network__url">{ site.url }</span>
				{ site.refused.length > 0 && (
					<span className="googlesitekit-network__refused">
						{ sprintf(
							/* translators: %s: names of users */
							__(
								'Google refused access: %s',
								'google-site-kit'
							),
							site.refused
								.map( ( user ) => user.name )
								.join( ', ' )
						) }
					</span>
				) }
				{ refusals.map( ( message ) => (
					<span
						key={ message }
						className="googlesitekit-network__error"
					>
						{ sprintf(
							/* translators: %s: error message */
							__(
								'Figures could not be read: %s',
								'google-site-kit'
							),
							message
						) }
					</span>
				) ) }
				{ error && (
					<span className="googlesitekit-network__error" role="alert">
						{ sprintf(
							/* translators: %s: error message */
							__(
								'Figures could not be read: %s',
								'google-site-kit'
							),
							errorMessage( error )
						) }{ ' ' }
						<button
							type="button"
							className="button-link"
							onClick={ () => fetchSiteFigures( site.id ) }
						>
							{ __( 'Try again', 'google-site-kit' ) }
						</button>
					</span>
				) }
			</th>
			<td data-label={ columnLabel( 'state' ) }>
				<span
					className={ `googlesitekit-network__state googlesitekit-network__state--${ site.state }` }
				>
					{ stateLabel( site.state ) }
				</span>
			</td>
			<td data-label={ __( 'Services', 'google-site-kit' ) }>
				{ site.services.length
					? site.services
							.map( ( service ) => service.name )
							.join( ', ' )
					: __( 'None', 'google-site-kit' ) }
			</td>
			<td data-label={ __( 'Owner', 'google-site-kit' ) }>
				{ site.owner
					? site.owner.name
					: __( 'None', 'google-site-kit' ) }
			</td>
			{ FIGURE_NAMES.map( ( name ) => (
				<FigureCell
					key={ name }
					name={ name }
					figures={ figures }
					loading={ loading }
					failed={ !! error }
				/>
			) ) }
			<td
				className="googlesitekit-network__actions"
				data-label={ __( 'Actions', 'google-site-kit' ) }
			>
				<a href={ site.dashboardURL }>
					{ connected
						? __( 'Dashboard', 'google-site-kit' )
						: __( 'Set up', 'google-site-kit' ) }
					<span className="screen-reader-text"> { site.name }</span>
				</a>
				<a href={ site.settingsURL }>
					{ __( 'Settings', 'google-site-kit' ) }
					<span className="screen-reader-text"> { site.name }</span>
				</a>
				{ /* A site that is not connected has no connection to reset. */ }
				{ connected && (
					<ResetSiteButton site={ site } onDone={ onReset } />
				) }
			</td>
		</tr>
	);
}
