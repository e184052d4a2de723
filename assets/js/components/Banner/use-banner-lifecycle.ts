/**
 * The life of a banner notification (spec §4): whether it shows (a dismissed
 * dismissible banner does not; a showOnce banner is recorded as dismissed
 * when it first shows), onView once it is on screen, and closing: 350 ms of
 * animation, then stored as dismissed (with the expiry asked for) and
 * `notificationDismissed` fired.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import type { BannerNotificationProps } from './types';

/** How long the closing animation runs (spec §9). */
export const BANNER_CLOSE_ANIMATION_MS = 350;
/** The DOM event fired once a banner is stored as dismissed (spec §4). */
export const NOTIFICATION_DISMISSED_EVENT = 'notificationDismissed';

type Phase = 'open' | 'closing' | 'closed';

type LifecycleProps = Pick<
	BannerNotificationProps,
	'id' | 'dismiss' | 'dismissExpires' | 'showOnce' | 'onView' | 'onDismiss'
>;

/**
 * The banner's state and its close().
 *
 * @param props The banner's props.
 */
export function useBannerLifecycle( props: LifecycleProps ) {
	const {
		id,
		dismiss,
		dismissExpires = 0,
		showOnce = false,
		onView,
		onDismiss,
	} = props;
	const dismissible = !! dismiss || showOnce;
	const dismissed = useSelect(
		( select ) =>
			dismissible ? select( userStore ).isItemDismissed( id ) : false,
		[ dismissible, id ]
	);
	const { dismissItem } = useDispatch( userStore );
	const [ phase, setPhase ] = useState< Phase >( 'open' );
	// Decided once: a banner that was showing stays until it is closed here.
	const [ shown, setShown ] = useState< boolean | undefined >( undefined );
	const element = useRef< HTMLDivElement >( null );
	const viewed = useRef( false );

	useEffect( () => {
		if ( shown === undefined && dismissed !== undefined ) {
			setShown( ! dismissed );
		}
	}, [ shown, dismissed ] );

	// A showOnce banner counts as dismissed from its first showing.
	useEffect( () => {
		if ( shown && showOnce ) {
			dismissItem( id, { expiresInSeconds: dismissExpires } );
		}
	}, [ shown, showOnce, id, dismissExpires, dismissItem ] );

	useEffect( () => {
		const node = element.current;
		if ( ! shown || ! node || ! onView || viewed.current ) {
			return undefined;
		}
		const seen = () => {
			if ( ! viewed.current ) {
				viewed.current = true;
				onView();
			}
		};
		if ( typeof IntersectionObserver === 'undefined' ) {
			seen();
			return undefined;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				seen();
				observer.disconnect();
			}
		} );
		observer.observe( node );
		return () => observer.disconnect();
	}, [ shown, onView ] );

	useEffect( () => {
		if ( phase !== 'closing' ) {
			return undefined;
		}
		const timer = setTimeout( () => {
			setPhase( 'closed' );
			if ( dismissible && ! showOnce ) {
				dismissItem( id, { expiresInSeconds: dismissExpires } );
			}
			document.dispatchEvent(
				new CustomEvent( NOTIFICATION_DISMISSED_EVENT, {
					detail: { id },
				} )
			);
		}, BANNER_CLOSE_ANIMATION_MS );
		return () => clearTimeout( timer );
	}, [ phase, dismissible, showOnce, id, dismissExpires, dismissItem ] );

	const close = () => {
		if ( phase === 'open' ) {
			setPhase( 'closing' );
			onDismiss?.();
		}
	};

	return { dismissible, shown, phase, close, element };
}
