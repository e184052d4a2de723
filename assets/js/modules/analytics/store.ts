/**
 * WordPress dependencies
 */
import { createReduxStore } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { createModuleSettingsActions } from '../../datastore/module-settings/actions';
import type { ModuleSettingsAction } from '../../datastore/module-settings/actions';
import {
	createInitialState,
	createModuleSettingsReducer,
} from '../../datastore/module-settings/reducer';
import { createModuleSettingsResolvers } from '../../datastore/module-settings/resolvers';
import { createModuleSettingsSelectors } from '../../datastore/module-settings/selectors';
import type { ModuleSettingsState } from '../../datastore/module-settings/types';
import {
	keyMetricsDataReducer,
	keyMetricsDataSelectors,
	keyMetricsInitialState,
	type KeyMetricsDataState,
} from './key-metrics-data';
import {
	keyMetricsDataActions,
	keyMetricsDataResolvers,
} from './key-metrics-requests';

/** Setup values that ask the server to create the account or property on submit (spec §3). */
export const ACCOUNT_CREATE = 'account_create';
export const PROPERTY_CREATE = 'property_create';
export const PROFILE_CREATE = 'profile_create';

/** Analytics property types (spec §3): legacy Universal Analytics, GA4, and the transition states between them. */
export const PROPERTY_TYPES = [
	'ua',
	'ga4',
	'ga4-legacy',
	'ga4-transitional',
] as const;
export type PropertyType = ( typeof PROPERTY_TYPES )[ number ];

/**
 * The type of a saved property: a legacy `UA-…` ID alone is "analytics connected but GA4 not".
 *
 * @param propertyID    Saved property ID.
 * @param measurementID Saved GA4 measurement ID.
 */
export function propertyTypeOf(
	propertyID: string,
	measurementID: string
): PropertyType | '' {
	if ( /^UA-\d+-\d+$/.test( propertyID ) ) {
		return measurementID ? 'ga4-transitional' : 'ua';
	}
	return propertyID ? 'ga4' : '';
}

export interface AnalyticsSettings {
	accountID: string;
	/** A GA4 property ID (numeric) or a legacy `UA-…` one. */
	propertyID: string;
	webDataStreamID: string;
	/** The GA4 measurement ID, `G-…`. */
	measurementID: string;
	useSnippet: boolean;
	ownerID: number;
	/** Set by "Connect Analytics 4" on the settings screen: the edit form asks for a GA4 property. Browser only. */
	enableGA4?: boolean;
	/** Shows the hint next to the property select. Browser only. */
	enableGA4PropertyTooltip?: boolean;
}

const NUMERIC = /^\d+$/;
const UA_PROPERTY = /^UA-\d+-\d+$/;
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/**
 * Why analytics settings cannot be saved, null when they can.
 *
 * @param settings The settings as edited.
 */
export function validateAnalyticsSettings(
	settings: AnalyticsSettings
): string | null {
	const { accountID, propertyID, webDataStreamID, measurementID } = settings;
	if ( ! NUMERIC.test( accountID ) && accountID !== ACCOUNT_CREATE ) {
		return __( 'Select an Analytics account.', 'google-site-kit' );
	}
	if (
		! NUMERIC.test( propertyID ) &&
		! UA_PROPERTY.test( propertyID ) &&
		propertyID !== PROPERTY_CREATE
	) {
		return __( 'Select an Analytics property.', 'google-site-kit' );
	}
	if ( settings.enableGA4 && UA_PROPERTY.test( propertyID ) ) {
		return __(
			'Select a Google Analytics 4 property to connect Analytics 4.',
			'google-site-kit'
		);
	}
	if ( webDataStreamID && ! NUMERIC.test( webDataStreamID ) ) {
		return __( 'The web data stream ID is not valid.', 'google-site-kit' );
	}
	if ( measurementID && ! MEASUREMENT_ID.test( measurementID ) ) {
		return __( 'The measurement ID is not valid.', 'google-site-kit' );
	}
	return null;
}

const DEFAULTS: AnalyticsSettings = {
	accountID: '',
	propertyID: '',
	webDataStreamID: '',
	measurementID: '',
	useSnippet: true,
	ownerID: 0,
};

type AnalyticsState = ModuleSettingsState< AnalyticsSettings > &
	KeyMetricsDataState;

const settingsReducer =
	createModuleSettingsReducer< AnalyticsSettings >( DEFAULTS );

/**
 * The `modules/analytics` store: the module settings store every module has (createModuleSettingsStore's parts),
 * plus what the key metric tiles need (key-metrics-data.ts): custom dimensions and detected events.
 */
export const analyticsStore = createReduxStore( 'modules/analytics', {
	reducer: ( state: AnalyticsState | undefined, action: { type: string } ) =>
		keyMetricsDataReducer(
			settingsReducer(
				state,
				action as ModuleSettingsAction< AnalyticsSettings >
			) as AnalyticsState,
			action
		),
	initialState: {
		...createInitialState< AnalyticsSettings >(),
		...keyMetricsInitialState,
	} as AnalyticsState,
	actions: {
		...createModuleSettingsActions< AnalyticsSettings >( 'analytics', [
			'enableGA4',
			'enableGA4PropertyTooltip',
		] ),
		...keyMetricsDataActions,
	},
	selectors: {
		...keyMetricsDataSelectors,
		...createModuleSettingsSelectors< AnalyticsSettings >(
			validateAnalyticsSettings
		),
	},
	resolvers: {
		...createModuleSettingsResolvers< AnalyticsSettings >( 'analytics' ),
		...keyMetricsDataResolvers,
	},
} );
