/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api';
import type { NetworkSite } from '../../datastore/network';
import ConfirmDialog from '../ConfirmDialog';
import { useNetworkStore } from './use-network-store';

interface ResetSiteButtonProps {
	site: NetworkSite;
	/** Told what happened, for the page's status message. */
	onDone: ( message: string ) => void;
}

/**
 * "Reset connection" of one site: a confirm dialog, then core/network/data/reset-site; the other sites stay as
 * they are. A refusal is said in the dialog, which stays open.
 *
 * @param props        Component props.
 * @param props.site
 * @param props.onDone
 */
export default function ResetSiteButton( {
	site,
	onDone,
}: ResetSiteButtonProps ) {
	const store = useNetworkStore();
	const busy = useSelect(
		( select ) => select( store ).isResettingSite( site.id ),
		[ store, site.id ]
	);
	const { resetSite } = useDispatch( store );
	const [ open, setOpen ] = useState( false );
	const [ error, setError ] = useState( '' );
	const close = useCallback( () => {
		setOpen( false );
		setError( '' );
	}, [] );

	const confirm = async () => {
		const result = await resetSite( site.id );
		if ( result.error ) {
			setError( errorMessage( result.error ) );
			return;
		}
		setOpen( false );
		onDone(
			sprintf(
				/* translators: %s: site name */
				__(
					'Site Kit’s connection of %s was reset.',
					'google-site-kit'
				),
				site.name
			)
		);
	};

	return (
		<>
			<button
				type="button"
				className="button-link button-link-delete googlesitekit-network__reset"
				onClick={ () => setOpen( true ) }
				disabled={ busy }
			>
				{ busy
					? __( 'Resetting…', 'google-site-kit' )
					: __( 'Reset connection', 'google-site-kit' ) }
				<span className="screen-reader-text"> { site.name }</span>
			</button>
			{ open && (
				<ConfirmDialog
					title={ sprintf(
						/* translators: %s: site name */
						__( 'Reset Site Kit on %s?', 'google-site-kit' ),
						site.name
					) }
					confirmLabel={ __( 'Reset connection', 'google-site-kit' ) }
					onConfirm={ confirm }
					onCancel={ close }
					busy={ busy }
					danger
				>
					<p>
						{ __(
							'This disconnects the site from Google: its users’ sign-ins, its services’ settings and its cached reports are removed. The site’s administrators can set it up again. The other sites of the network are not changed.',
							'google-site-kit'
						) }
					</p>
					{ error && (
						<p
							className="googlesitekit-network__error"
							role="alert"
						>
							{ error }
						</p>
					) }
				</ConfirmDialog>
			) }
		</>
	);
}
