/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api';
import {
	keyMetricsStore,
	MAX_PICKED_TILES,
	MIN_PICKED_TILES,
} from '../../datastore/key-metrics';
import { useSiteKitRegistry } from '../../datastore/use-registry';
import type { KeyMetricGroup } from '../../datastore/widgets';
import { getKeyMetricRequirement } from '../../widgets/components';
import { trapDialogKeys } from '../dialog-keys';
import { BlockerFix } from './UnavailableTile';
import type { TileState } from './use-key-metrics';

const GROUPS: Array< { group: KeyMetricGroup; label: string } > = [
	{ group: 'visitors', label: __( 'Visitors', 'google-site-kit' ) },
	{ group: 'traffic', label: __( 'Traffic', 'google-site-kit' ) },
	{ group: 'content', label: __( 'Content', 'google-site-kit' ) },
	{ group: 'leads', label: __( 'Leads and sales', 'google-site-kit' ) },
];

interface ChangeMetricsPanelProps {
	/** Every tile the user may pick, with whether it can work yet. */
	catalogue: TileState[];
	/** The tiles shown now, in order (the starting choice). */
	current: string[];
	onClose: () => void;
}

/**
 * The Change metrics panel: every tile by group, 2 to 8 picked, saved per user on the server.
 *
 * @param props           Component props.
 * @param props.catalogue Every tile the user may pick.
 * @param props.current   The tiles shown now.
 * @param props.onClose   Closes the panel.
 */
export default function ChangeMetricsPanel( {
	catalogue,
	current,
	onClose,
}: ChangeMetricsPanelProps ) {
	const registry = useSiteKitRegistry();
	const known = new Set( catalogue.map( ( state ) => state.tile.slug ) );
	const [ selected, setSelected ] = useState< string[] >(
		current.filter( ( slug ) => known.has( slug ) )
	);
	const [ error, setError ] = useState< string >( '' );
	const saving = useSelect(
		( select ) => select( keyMetricsStore ).isSavingKeyMetrics(),
		[]
	);
	const { saveKeyMetricsSettings } = useDispatch( keyMetricsStore );
	const panel = useRef< HTMLDivElement >( null );

	// A dialog: focus inside, Tab stays inside, Escape closes.
	useEffect( () => {
		panel.current?.querySelector< HTMLElement >( 'h2' )?.focus();
		return trapDialogKeys( () => panel.current, onClose );
	}, [ onClose ] );

	const full = selected.length >= MAX_PICKED_TILES;
	const tooFew = selected.length < MIN_PICKED_TILES;

	const toggle = ( slug: string ) => {
		setError( '' );
		setSelected( ( previous ) =>
			previous.includes( slug )
				? previous.filter( ( other ) => other !== slug )
				: [ ...previous, slug ]
		);
	};

	const save = async () => {
		setError( '' );
		const result = await saveKeyMetricsSettings( selected );
		if ( result.error ) {
			setError( errorMessage( result.error ) );
			return;
		}
		// Newly picked tiles that need something the plugin can create get it now (this may end on the
		// permissions modal, which takes the user to Google and back).
		const requirements = new Set< string >();
		for ( const state of catalogue ) {
			if (
				selected.includes( state.tile.slug ) &&
				! current.includes( state.tile.slug ) &&
				state.blocker?.kind === 'requirement'
			) {
				requirements.add( state.blocker.requirement );
			}
		}
		onClose();
		for ( const key of requirements ) {
			await getKeyMetricRequirement( key )?.meet?.( registry );
		}
	};

	return (
		<div className="googlesitekit-km-panel-backdrop">
			<div
				ref={ panel }
				className="googlesitekit-km-panel"
				role="dialog"
				aria-modal="true"
				aria-labelledby="googlesitekit-km-panel-title"
			>
				<div className="googlesitekit-km-panel__header">
					<h2 id="googlesitekit-km-panel-title" tabIndex={ -1 }>
						{ __( 'Change metrics', 'google-site-kit' ) }
					</h2>
					<p id="googlesitekit-km-panel-help">
						{ sprintf(
							/* translators: 1: fewest metrics, 2: most metrics. */
							__(
								'Pick %1$d to %2$d metrics to show in Key metrics.',
								'google-site-kit'
							),
							MIN_PICKED_TILES,
							MAX_PICKED_TILES
						) }
					</p>
				</div>
				<div className="googlesitekit-km-panel__body">
					{ GROUPS.map( ( { group, label } ) => {
						const tiles = catalogue.filter(
							( state ) => state.tile.keyMetric.group === group
						);
						if ( ! tiles.length ) {
							return null;
						}
						return (
							<fieldset
								key={ group }
								className="googlesitekit-km-panel__group"
							>
								<legend>{ label }</legend>
								{ tiles.map( ( state ) => {
									const slug = state.tile.slug;
									const checked = selected.includes( slug );
									const disabled =
										saving || ( full && ! checked );
									const describedBy = [
										`googlesitekit-km-desc-${ slug }`,
										state.blocker
											? `googlesitekit-km-why-${ slug }`
											: '',
										full && ! checked
											? 'googlesitekit-km-panel-limit'
											: '',
									]
										.filter( Boolean )
										.join( ' ' );
									return (
										<div
											key={ slug }
											className={ `googlesitekit-km-panel__tile${
												checked ? ' is-checked' : ''
											}` }
										>
											<input
												type="checkbox"
												id={ `googlesitekit-km-${ slug }` }
												value={ slug }
												checked={ checked }
												disabled={ disabled }
												onChange={ () =>
													toggle( slug )
												}
												aria-describedby={ describedBy }
											/>
											<div>
												<label
													htmlFor={ `googlesitekit-km-${ slug }` }
												>
													{
														state.tile.keyMetric
															.title
													}
												</label>
												<p
													id={ `googlesitekit-km-desc-${ slug }` }
													className="googlesitekit-km-panel__description"
												>
													{
														state.tile.keyMetric
															.description
													}
												</p>
												{ state.blocker && (
													<div className="googlesitekit-km-panel__blocker">
														<p
															id={ `googlesitekit-km-why-${ slug }` }
														>
															{
																state.blocker
																	.reason
															}
														</p>
														<BlockerFix
															state={ state }
														/>
													</div>
												) }
											</div>
										</div>
									);
								} ) }
							</fieldset>
						);
					} ) }
				</div>
				<div className="googlesitekit-km-panel__footer">
					<p
						className="googlesitekit-km-panel__count"
						aria-live="polite"
					>
						{ sprintf(
							/* translators: 1: metrics picked, 2: most metrics. */
							__( '%1$d of %2$d selected', 'google-site-kit' ),
							selected.length,
							MAX_PICKED_TILES
						) }
					</p>
					{ full && (
						<p
							id="googlesitekit-km-panel-limit"
							className="googlesitekit-km-panel__note"
						>
							{ sprintf(
								/* translators: %d: most metrics. */
								__(
									'You can show up to %d metrics. Unselect one to pick another.',
									'google-site-kit'
								),
								MAX_PICKED_TILES
							) }
						</p>
					) }
					{ tooFew && (
						<p className="googlesitekit-km-panel__note">
							{ sprintf(
								/* translators: %d: fewest metrics. */
								__(
									'Pick at least %d metrics.',
									'google-site-kit'
								),
								MIN_PICKED_TILES
							) }
						</p>
					) }
					{ error && (
						<p className="googlesitekit-error-text" role="alert">
							{ error }
						</p>
					) }
					<div className="googlesitekit-km-panel__actions">
						<button
							type="button"
							className="button"
							onClick={ onClose }
							disabled={ saving }
						>
							{ __( 'Cancel', 'google-site-kit' ) }
						</button>
						<button
							type="button"
							className="button button-primary"
							onClick={ save }
							disabled={ saving || tooFew }
						>
							{ saving
								? __( 'Saving…', 'google-site-kit' )
								: __( 'Save', 'google-site-kit' ) }
						</button>
					</div>
				</div>
			</div>
		</div>
	);
}
