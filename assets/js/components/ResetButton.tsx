/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { APIError } from '../api/types';
import { locationStore } from '../datastore/location';
import { siteStore } from '../datastore/site';
import ErrorNotice from './ui/ErrorNotice';
import { trackEvent } from '../datastore/tracking';
import ConfirmDialog from './ConfirmDialog';

/**
 * How long the reset stays "in progress" after its work ended (spec §9), so
 * the button does not flick back on just before the page leaves.
 */
export const RESET_IN_PROGRESS_DELAY = 3000;

/** The splash page's notice after a reset (spec §2). */
export const RESET_SUCCESS_NOTIFICATION = 'reset_success';

interface ResetButtonProps {
	/** The spec's view context, for the event category. */
	viewContext?: string;
	/** The button's text. */
	label?: string;
}

type Phase = 'idle' | 'working' | 'settling';

/**
 * The plugin reset (spec §4): the button opens a confirm dialog; confirm resets
 * the plugin (the store clears Site Kit's browser storage), records
 * `reset_plugin` and goes to the splash page with `notification=reset_success`.
 * The in-progress state (button disabled, "Resetting…") lasts until
 * RESET_IN_PROGRESS_DELAY after the work ended; a failed reset shows its error.
 *
 * @param props             Component props.
 * @param props.viewContext
 * @param props.label
 */
export default function ResetButton( {
	viewContext = 'settings',
	label = __( 'Reset Site Kit', 'google-site-kit' ),
}: ResetButtonProps ) {
	const splashURL = useSelect(
		( select ) =>
			select( siteStore ).getAdminURL( 'googlesitekit-splash', {
				notification: RESET_SUCCESS_NOTIFICATION,
			} ),
		[]
	);
	const leaving = useSelect(
		( select ) =>
			!! splashURL && select( locationStore ).isNavigatingTo( splashURL ),
		[ splashURL ]
	);
	const { reset } = useDispatch( siteStore );
	const { navigateTo } = useDispatch( locationStore );
	const [ dialogOpen, setDialogOpen ] = useState( false );
	const [ phase, setPhase ] = useState< Phase >( 'idle' );
	const [ error, setError ] = useState< APIError | null >( null );

	useEffect( () => {
		if ( phase !== 'settling' ) {
			return undefined;
		}
		const timer = setTimeout(
			() => setPhase( 'idle' ),
			RESET_IN_PROGRESS_DELAY
		);
		return () => clearTimeout( timer );
	}, [ phase ] );

	const inProgress = phase !== 'idle' || leaving;

	const onConfirm = async () => {
		setError( null );
		setPhase( 'working' );
		const result = await reset();
		if ( result.error ) {
			setError( result.error );
			setPhase( 'settling' );
			return;
		}
		await trackEvent( viewContext, 'reset_plugin' );
		if ( splashURL ) {
			await navigateTo( splashURL );
		}
		setPhase( 'settling' );
	};

	const onCancel = useCallback( () => {
		if ( phase === 'idle' ) {
			setDialogOpen( false );
		}
	}, [ phase ] );

	const resettingLabel = __( 'Resetting…', 'google-site-kit' );

	return (
		<div className="googlesitekit-reset">
			<button
				type="button"
				className="button googlesitekit-reset__button"
				disabled={ inProgress }
				aria-haspopup="dialog"
				onClick={ () => {
					setError( null );
					setDialogOpen( true );
				} }
			>
				{ inProgress ? resettingLabel : label }
			</button>
			{ error && ! dialogOpen && (
				<div className="googlesitekit-reset__error">
					<ErrorNotice error={ error } />
				</div>
			) }
			{ dialogOpen && (
				<ConfirmDialog
					title={ __( 'Reset Site Kit', 'google-site-kit' ) }
					confirmLabel={
						inProgress
							? resettingLabel
							: __( 'Reset', 'google-site-kit' )
					}
					onConfirm={ onConfirm }
					onCancel={ onCancel }
					busy={ inProgress }
					danger
				>
					<p>
						{ __(
							'Resetting deletes every Site Kit setting and disconnects every user of this site from Google, so Site Kit starts over from its setup screen. Your data in Google’s services stays as it is.',
							'google-site-kit'
						) }
					</p>
					{ error && <ErrorNotice error={ error } /> }
				</ConfirmDialog>
			) }
		</div>
	);
}
