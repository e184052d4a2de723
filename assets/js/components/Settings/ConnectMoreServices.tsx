/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useId, useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api';
import type { APIError } from '../../api/types';
import { locationStore } from '../../datastore/location';
import { modulesStore } from '../../datastore/modules';
import type { Module } from '../../datastore/modules/types';
import { getModuleComponents } from '../../widgets/module-lists/components';
import Progress from '../ui/Progress';
import { trackEvent } from '../../datastore/tracking';
import SettingsBox from './AdminSettings/SettingsBox';

/** The id of the notice a failed activation shows (spec §8). */
export const ACTIVATE_MODULE_ERROR_ID = 'activate-module-error';

const VIEW_CONTEXT = 'settings';

/**
 * The internal server error notice of a failed activation: its title and the
 * server's message.
 *
 * @param props       Component props.
 * @param props.error What the activation answered.
 */
function ActivationErrorNotice( { error }: { error: APIError } ) {
	return (
		<div
			id={ ACTIVATE_MODULE_ERROR_ID }
			className="googlesitekit-module-notice googlesitekit-module-notice--error googlesitekit-settings-connect-more__error"
			role="alert"
		>
			<div className="googlesitekit-module-notice__text">
				<p>
					<strong>
						{ __( 'Internal Server Error', 'google-site-kit' ) }
					</strong>
				</p>
				<p>{ errorMessage( error ) }</p>
			</div>
		</div>
	);
}

interface ModuleItemProps {
	module: Module;
	/** The names of the modules it needs that are not active yet. */
	missingDependencies: string[];
	/** Its activation is under way (or done, the page leaving). */
	activating: boolean;
	/** Another module is being set up. */
	locked: boolean;
	onSetUp: ( module: Module ) => void;
}

/**
 * One module that can be connected: icon, name, Experimental badge,
 * description, why it cannot be set up yet if it cannot, and its button.
 *
 * @param props                     Component props.
 * @param props.module
 * @param props.missingDependencies
 * @param props.activating
 * @param props.locked
 * @param props.onSetUp
 */
function ModuleItem( {
	module,
	missingDependencies,
	activating,
	locked,
	onSetUp,
}: ModuleItemProps ) {
	const reasonId = useId();
	const canActivate = useSelect(
		( select ) => select( modulesStore ).canActivateModule( module.slug ),
		[ module.slug ]
	);
	const Icon = getModuleComponents( module.slug )?.Icon;

	let reason = '';
	if ( module.checkRequirementsError ) {
		reason = module.checkRequirementsError.message;
	} else if ( missingDependencies.length ) {
		reason = sprintf(
			/* translators: 1: module name, 2: comma-separated names of the modules it needs */
			__(
				'To set up %1$s, connect these services first: %2$s.',
				'google-site-kit'
			),
			module.name,
			missingDependencies.join( ', ' )
		);
	}

	return (
		<li
			className="googlesitekit-settings-connect-more__item"
			data-module={ module.slug }
		>
			<span className="googlesitekit-settings-connect-more__icon">
				{ Icon && <Icon size={ 32 } /> }
			</span>
			<div className="googlesitekit-settings-connect-more__text">
				<h4 className="googlesitekit-settings-connect-more__name">
					{ module.name }
					<span className="googlesitekit-settings-badge">
						{ __( 'Experimental', 'google-site-kit' ) }
					</span>
				</h4>
				{ module.description && (
					<p className="googlesitekit-settings-connect-more__description">
						{ module.description }
					</p>
				) }
				{ reason && (
					<p
						id={ reasonId }
						className="googlesitekit-settings-connect-more__reason"
					>
						{ reason }
					</p>
				) }
			</div>
			<div className="googlesitekit-settings-connect-more__action">
				<button
					type="button"
					className="button button-primary"
					disabled={ ! canActivate || activating || locked }
					aria-describedby={ reason ? reasonId : undefined }
					onClick={ () => onSetUp( module ) }
				>
					{ activating
						? __( 'Setting up…', 'google-site-kit' )
						: sprintf(
								/* translators: %s: module name */
								__( 'Set up %s', 'google-site-kit' ),
								module.name
						  ) }
				</button>
			</div>
		</li>
	);
}

/**
 * The Connect More Services tab (spec §2): the modules that are not active
 * yet, by order. Setting one up activates it, records `activate_module` and
 * goes on to its reauthentication URL; a failed activation shows the
 * `activate-module-error` notice and gives the button back.
 */
export default function ConnectMoreServices() {
	const modules = useSelect(
		( select ) => select( modulesStore ).getModules(),
		[]
	);
	const navigating = useSelect(
		( select ) => select( locationStore ).isNavigating(),
		[]
	);
	const { activateModule } = useDispatch( modulesStore );
	const { navigateTo } = useDispatch( locationStore );
	// The module being set up: listed until the page leaves, although the refreshed list already says it is active.
	const [ pending, setPending ] = useState< string | null >( null );
	const [ error, setError ] = useState< APIError | null >( null );

	const listed = useMemo(
		() =>
			( modules ?? [] )
				.filter(
					( module ) =>
						! module.internal &&
						( ! module.active || module.slug === pending )
				)
				.sort( ( a, b ) => a.order - b.order ),
		[ modules, pending ]
	);

	const missingDependencies = ( module: Module ) =>
		module.dependencies
			.map(
				( slug ) => modules?.find( ( other ) => other.slug === slug )
			)
			.filter( ( dependency ) => ! dependency?.active )
			.map( ( dependency, index ) =>
				dependency ? dependency.name : module.dependencies[ index ]
			);

	const onSetUp = async ( module: Module ) => {
		setError( null );
		setPending( module.slug );
		const result = await activateModule( module.slug );
		if ( result.error ) {
			setError( result.error );
			setPending( null );
			return;
		}
		await trackEvent( VIEW_CONTEXT, 'activate_module', module.slug );
		const leaving = await navigateTo( result.response.moduleReauthURL );
		if ( ! leaving ) {
			setPending( null );
		}
	};

	let content;
	if ( ! modules ) {
		content = (
			<Progress
				label={ __( 'Loading your services…', 'google-site-kit' ) }
			/>
		);
	} else if ( ! listed.length ) {
		content = (
			<div
				className="googlesitekit-settings-connect-more__congrats"
				role="status"
			>
				<p className="googlesitekit-settings-connect-more__congrats-title">
					{ __(
						'Congrats, you’ve connected all services!',
						'google-site-kit'
					) }
				</p>
				<p>
					{ __(
						'New services are added to Site Kit over time, so check back here later for more.',
						'google-site-kit'
					) }
				</p>
			</div>
		);
	} else {
		content = (
			<>
				<p className="googlesitekit-settings-box__intro">
					{ __(
						'Each service you connect brings its own insights to your Site Kit dashboard.',
						'google-site-kit'
					) }
				</p>
				<ul className="googlesitekit-settings-connect-more__list">
					{ listed.map( ( module ) => (
						<ModuleItem
							key={ module.slug }
							module={ module }
							missingDependencies={ missingDependencies(
								module
							) }
							activating={ module.slug === pending }
							locked={
								navigating ||
								( pending !== null && module.slug !== pending )
							}
							onSetUp={ onSetUp }
						/>
					) ) }
				</ul>
			</>
		);
	}

	return (
		<div className="googlesitekit-settings-connect-more">
			<SettingsBox
				title={ __(
					'Connect More Services to Gain More Insights',
					'google-site-kit'
				) }
			>
				{ error && <ActivationErrorNotice error={ error } /> }
				{ content }
			</SettingsBox>
		</div>
	);
}
