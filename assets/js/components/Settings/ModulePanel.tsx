/**
 * External dependencies
 */
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getModuleSettingsStore } from '../../datastore/module-settings';
import { modulesStore } from '../../datastore/modules';
import type { Module } from '../../datastore/modules/types';
import { getModuleComponents } from '../../widgets/module-lists/components';
import ErrorNotice from '../ui/ErrorNotice';
import Notice from '../ui/Notice';
import { useModuleSettingsPanelActions } from './hooks';
import ModulePanelFooter from './ModulePanelFooter';
import ModuleSetupIncomplete from './ModuleSetupIncomplete';
import { CONNECTED_SERVICES, modulePanelRoute } from './routes';

interface ModulePanelProps {
	module: Module;
	/** The route has this module's slug. */
	isOpen: boolean;
	/** The route is this module's edit route. */
	isEditing: boolean;
	/** Another module is being edited. */
	isLocked: boolean;
}

/**
 * The body of an open panel: the setup-incomplete view, the GA4 prompt, or
 * the module's settings (its form in edit mode).
 *
 * @param props           Component props.
 * @param props.module    The module.
 * @param props.isEditing Whether the panel is in edit mode.
 */
function ModulePanelBody( {
	module,
	isEditing,
}: {
	module: Module;
	isEditing: boolean;
} ) {
	const components = getModuleComponents( module.slug );
	if ( ! module.connected ) {
		return <ModuleSetupIncomplete module={ module } />;
	}
	const View = components?.SettingsViewComponent;
	const Edit = components?.SettingsEditComponent;
	const SettingsNotice = components?.SettingsNoticeComponent;
	return (
		<>
			{ ! isEditing && SettingsNotice && (
				<SettingsNotice module={ module } />
			) }
			{ isEditing && Edit ? <Edit /> : View && <View /> }
		</>
	);
}

/**
 * One module on the Connected Services tab: a header that opens and closes
 * the panel (click, Enter, Space; Escape closes), its settings, and a footer
 * with Edit, or Confirm Changes / Cancel / Disconnect in edit mode. A save or
 * disconnect error shows in the panel, which then takes the error style.
 *
 * @param props           Component props.
 * @param props.module    The module.
 * @param props.isOpen    Whether the panel is open.
 * @param props.isEditing Whether it is in edit mode.
 * @param props.isLocked  Whether another module is being edited.
 */
export default function ModulePanel( {
	module,
	isOpen,
	isEditing,
	isLocked,
}: ModulePanelProps ) {
	const navigate = useNavigate();
	const { slug, name } = module;
	const Icon = getModuleComponents( slug )?.Icon;
	const store = getModuleSettingsStore( slug );
	const { rollbackChanges, clearErrors } =
		useModuleSettingsPanelActions( slug );
	const saveError = useSelect(
		( select ) =>
			store ? select( store ).getErrorForAction( 'submitChanges' ) : null,
		[ store ]
	);
	const deactivateError = useSelect(
		( select ) =>
			select( modulesStore ).getErrorForAction( 'deactivateModule', [
				slug,
			] ),
		[ slug ]
	);
	const error = saveError || deactivateError;

	// Leaving edit mode without saving (Cancel, another route, another tab) drops the edits.
	useEffect( () => {
		if ( ! isEditing || ! rollbackChanges ) {
			return undefined;
		}
		return () => {
			rollbackChanges();
			clearErrors( 'submitChanges' );
		};
	}, [ isEditing, rollbackChanges, clearErrors ] );

	const toggle = () => {
		if ( isLocked ) {
			return;
		}
		navigate( isOpen ? CONNECTED_SERVICES : modulePanelRoute( slug ) );
	};
	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' || event.key === ' ' ) {
			event.preventDefault();
			toggle();
		} else if ( event.key === 'Escape' && isOpen ) {
			event.preventDefault();
			toggle();
		}
	};

	const classes = [
		'googlesitekit-settings-module',
		isOpen && 'googlesitekit-settings-module--open',
		isEditing && 'googlesitekit-settings-module--editing',
		isLocked && 'googlesitekit-settings-module--locked',
		error && 'googlesitekit-settings-module--error',
	]
		.filter( Boolean )
		.join( ' ' );
	const contentID = `googlesitekit-settings-module-${ slug }-content`;

	return (
		<section className={ classes } data-module={ slug } aria-label={ name }>
			{ isLocked && (
				<div className="googlesitekit-settings-module__locked">
					{ __( 'Section locked while editing', 'google-site-kit' ) }
				</div>
			) }
			<div
				className="googlesitekit-settings-module__header"
				role="button"
				tabIndex={ isLocked ? -1 : 0 }
				aria-expanded={ isOpen }
				aria-controls={ contentID }
				aria-disabled={ isLocked || undefined }
				onClick={ toggle }
				onKeyDown={ onKeyDown }
			>
				<span className="googlesitekit-settings-module__icon">
					{ Icon && <Icon size={ 32 } /> }
				</span>
				<h3 className="googlesitekit-settings-module__title">
					{ name }
				</h3>
				<span
					className={ `googlesitekit-settings-module__status googlesitekit-settings-module__status--${
						module.connected ? 'connected' : 'incomplete'
					}` }
				>
					{ module.connected
						? __( 'Connected', 'google-site-kit' )
						: __( 'Setup incomplete', 'google-site-kit' ) }
				</span>
				<span
					className="googlesitekit-settings-module__chevron"
					aria-hidden="true"
				/>
			</div>
			{ isOpen && (
				<>
					<div
						id={ contentID }
						className="googlesitekit-settings-module__content"
					>
						{ module.checkRequirementsError && (
							<div className="googlesitekit-settings-module__requirements">
								<Notice type="warning">
									<p>
										<span
											className="googlesitekit-warning-icon"
											aria-hidden="true"
										/>
										{
											module.checkRequirementsError
												.message
										}
									</p>
								</Notice>
							</div>
						) }
						{ error && <ErrorNotice error={ error } /> }
						<ModulePanelBody
							module={ module }
							isEditing={ isEditing }
						/>
					</div>
					<ModulePanelFooter
						module={ module }
						isEditing={ isEditing }
					/>
				</>
			) }
		</section>
	);
}
