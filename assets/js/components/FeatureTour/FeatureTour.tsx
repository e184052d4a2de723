/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	useCallback,
	useEffect,
	useLayoutEffect,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { userStore } from '../../datastore/user';
import { trackEvent } from '../../datastore/tracking';
import { positionFor, useViewportWidth, type Position } from './position';
import type { FeatureTourDefinition } from './types';
import {
	TOUR_BODY_CLASS,
	TOUR_MIN_VIEWPORT_WIDTH,
	tourDismissalSlug,
} from './constants';

export { TOUR_BODY_CLASS, TOUR_MIN_VIEWPORT_WIDTH, tourDismissalSlug };

/**
 * A feature tour (spec §4): tooltips that point at parts of the screen, one
 * step after another, with Back and Next. Closing it (×, Escape) or finishing
 * it marks it dismissed for the user and takes the page class away. Only on
 * viewports at least 783 px wide, only while its targets are on the page.
 * Events: feature_tooltip_view per step shown, feature_tooltip_advance,
 * feature_tooltip_return, feature_tooltip_dismiss, feature_tooltip_complete.
 *
 * @param props      Component props.
 * @param props.tour The tour.
 */
export default function FeatureTour( {
	tour,
}: {
	tour: FeatureTourDefinition;
} ) {
	const slug = tourDismissalSlug( tour.slug );
	const dismissed = useSelect(
		( select ) => select( userStore ).isItemDismissed( slug ),
		[ slug ]
	);
	const { dismissItem } = useDispatch( userStore );
	const [ index, setIndex ] = useState( 0 );
	const [ ended, setEnded ] = useState( false );
	const [ position, setPosition ] = useState< Position | null >( null );
	const wideEnough = useViewportWidth() >= TOUR_MIN_VIEWPORT_WIDTH;
	const step = tour.steps[ index ];
	const running = dismissed === false && ! ended && wideEnough && !! step;

	// Point at the step's target once it is on the page.
	useLayoutEffect( () => {
		if ( ! running ) {
			return undefined;
		}
		const place = () => {
			const target = document.querySelector( step.target );
			const avoid = tour.avoid
				? Array.from( document.querySelectorAll( tour.avoid ) )
				: [];
			const height =
				document
					.querySelector( '.googlesitekit-tour-tooltip' )
					?.getBoundingClientRect().height || undefined;
			setPosition( target ? positionFor( target, avoid, height ) : null );
		};
		place();
		const timer = window.setInterval( place, 500 );
		window.addEventListener( 'resize', place );
		window.addEventListener( 'scroll', place, { passive: true } );
		return () => {
			window.clearInterval( timer );
			window.removeEventListener( 'resize', place );
			window.removeEventListener( 'scroll', place );
		};
	}, [ running, step, tour.avoid ] );

	const visible = running && position !== null;

	useEffect( () => {
		if ( ! visible ) {
			return undefined;
		}
		document.body.classList.add( TOUR_BODY_CLASS );
		return () => document.body.classList.remove( TOUR_BODY_CLASS );
	}, [ visible ] );

	useEffect( () => {
		if ( visible ) {
			trackEvent(
				tour.gaEventCategory,
				'feature_tooltip_view',
				`${ tour.slug }:${ index + 1 }`
			);
		}
	}, [ visible, index, tour.gaEventCategory, tour.slug ] );

	const end = useCallback(
		( action: 'feature_tooltip_dismiss' | 'feature_tooltip_complete' ) => {
			setEnded( true );
			trackEvent(
				tour.gaEventCategory,
				action,
				`${ tour.slug }:${ index + 1 }`
			);
			dismissItem( slug );
			tour.callback?.();
		},
		[ dismissItem, index, slug, tour ]
	);

	useEffect( () => {
		if ( ! visible ) {
			return undefined;
		}
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				end( 'feature_tooltip_dismiss' );
			}
		};
		document.addEventListener( 'keydown', onKey );
		return () => document.removeEventListener( 'keydown', onKey );
	}, [ visible, end ] );

	if ( ! visible || ! position ) {
		return null;
	}
	const last = index === tour.steps.length - 1;
	const headingID = `googlesitekit-tour-${ tour.slug }-title`;

	return (
		<div
			className="googlesitekit-tour-tooltip"
			role="dialog"
			aria-modal="false"
			aria-labelledby={ headingID }
			style={ { top: position.top, left: position.left } }
		>
			<span
				className="googlesitekit-tour-tooltip__arrow"
				style={ { left: position.arrowLeft } }
				aria-hidden="true"
			/>
			<button
				type="button"
				className="googlesitekit-tour-tooltip__close"
				aria-label={ __( 'Close', 'google-site-kit' ) }
				onClick={ () => end( 'feature_tooltip_dismiss' ) }
			>
				×
			</button>
			<h3 id={ headingID } className="googlesitekit-tour-tooltip__title">
				{ step.title }
			</h3>
			<div className="googlesitekit-tour-tooltip__content">
				{ step.content }
			</div>
			{ step.cta && (
				<div className="googlesitekit-tour-tooltip__cta">
					{ step.cta }
				</div>
			) }
			<div className="googlesitekit-tour-tooltip__footer">
				{ tour.steps.length > 1 && (
					<span className="googlesitekit-tour-tooltip__progress">
						{ sprintf(
							/* translators: 1: step number, 2: number of steps */
							__( '%1$d of %2$d', 'google-site-kit' ),
							index + 1,
							tour.steps.length
						) }
					</span>
				) }
				{ index > 0 && (
					<button
						type="button"
						className="button-link"
						onClick={ () => {
							trackEvent(
								tour.gaEventCategory,
								'feature_tooltip_return',
								`${ tour.slug }:${ index + 1 }`
							);
							setIndex( index - 1 );
						} }
					>
						{ __( 'Back', 'google-site-kit' ) }
					</button>
				) }
				<button
					type="button"
					className="button button-primary"
					onClick={ () => {
						if ( last ) {
							end( 'feature_tooltip_complete' );
							return;
						}
						trackEvent(
							tour.gaEventCategory,
							'feature_tooltip_advance',
							`${ tour.slug }:${ index + 1 }`
						);
						setIndex( index + 1 );
					} }
				>
					{ last
						? __( 'Got it', 'google-site-kit' )
						: __( 'Next', 'google-site-kit' ) }
				</button>
			</div>
		</div>
	);
}
