/**
 * What Analytics' key metric tiles need before they can show figures (issue 11), registered with
 * `setKeyMetricRequirement`: the custom dimensions for post authors and categories (with a button that creates
 * them), and lead or purchase events the property has seen.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { isPermissionScopeError } from '../../api';
import { modulesStore } from '../../datastore/modules';
import { userStore } from '../../datastore/user';
import {
	setKeyMetricRequirement,
	type KeyMetricRequirementStatus,
} from '../../widgets/components';
import ErrorNotice from '../../components/ui/ErrorNotice';
import { POST_PARAMETERS } from './custom-dimensions';
import { analyticsStore } from './store';

export const REQUIREMENT_POST_CUSTOM_DIMENSIONS =
	'analytics:post-custom-dimensions';
export const REQUIREMENT_LEADS_EVENTS = 'analytics:leads-events';
export const REQUIREMENT_PURCHASE_EVENTS = 'analytics:purchase-events';

/** Google's reference of the recommended events, generate_lead and purchase among them. */
const EVENTS_HELP_URL =
	'https://developers.google.com/analytics/devguides/collection/ga4/reference/events';

const notConnected = (): KeyMetricRequirementStatus => ( {
	met: false,
	reason: __( 'Analytics is not connected.', 'google-site-kit' ),
} );

/**
 * Whether the property has the custom dimensions of the author and category tiles.
 */
export function usePostCustomDimensionsStatus(): KeyMetricRequirementStatus {
	return useSelect( ( select ) => {
		const connected =
			select( modulesStore ).isModuleConnected( 'analytics' );
		if ( connected === false ) {
			return notConnected();
		}
		const has =
			connected &&
			select( analyticsStore ).hasCustomDimensions( POST_PARAMETERS );
		const failed =
			connected &&
			!! select( analyticsStore ).getErrorForSelector(
				'getCustomDimensions'
			);
		return {
			met: failed ? false : has,
			reason: __(
				'Needs custom dimensions for post authors and categories in Analytics.',
				'google-site-kit'
			),
		};
	}, [] );
}

function useDetectedEventStatus(
	kind: 'leads' | 'purchases',
	reason: string
): KeyMetricRequirementStatus {
	return useSelect(
		( select ) => {
			const connected =
				select( modulesStore ).isModuleConnected( 'analytics' );
			if ( connected === false ) {
				return notConnected();
			}
			const events = connected
				? select( analyticsStore ).getDetectedEvents()
				: undefined;
			const failed =
				connected &&
				!! select( analyticsStore ).getErrorForSelector(
					'getDetectedEvents'
				);
			return {
				met: failed ? false : events?.[ kind ],
				reason,
			};
		},
		[ kind, reason ]
	);
}

/**
 * Whether the property has seen lead events (generate_lead, submit_lead_form or contact) in the last 90 days.
 */
export function useLeadsEventsStatus(): KeyMetricRequirementStatus {
	return useDetectedEventStatus(
		'leads',
		__( 'Analytics has not seen any lead events yet.', 'google-site-kit' )
	);
}

/**
 * Whether the property has seen purchase events in the last 90 days.
 */
export function usePurchaseEventsStatus(): KeyMetricRequirementStatus {
	return useDetectedEventStatus(
		'purchases',
		__( 'Analytics has not seen any purchases yet.', 'google-site-kit' )
	);
}

/**
 * The button that creates the missing custom dimensions (through the permissions modal when the user has yet to
 * let Site Kit edit the property); for view-only users, who may not, a note.
 */
export function CreateCustomDimensionsFix() {
	const { canManage, isCreating, error, modalOpen } = useSelect(
		( select ) => ( {
			canManage: select( userStore ).hasCapability(
				'googlesitekit_manage_options'
			),
			isCreating: select( analyticsStore ).isCreatingCustomDimensions(),
			error: select( analyticsStore ).getCreateCustomDimensionsError(),
			modalOpen: !! select( userStore ).getPermissionScopeError(),
		} ),
		[]
	);
	const { createCustomDimensions } = useDispatch( analyticsStore );

	if ( canManage === false ) {
		return (
			<p className="googlesitekit-km-fix">
				{ __(
					'An administrator of this site can create them in Site Kit.',
					'google-site-kit'
				) }
			</p>
		);
	}
	const create = () => {
		createCustomDimensions( POST_PARAMETERS );
	};
	return (
		<div className="googlesitekit-km-fix">
			<button
				type="button"
				className="button button-primary"
				onClick={ create }
				disabled={ isCreating || canManage === undefined }
			>
				{ isCreating
					? __( 'Creating custom dimensions…', 'google-site-kit' )
					: __( 'Create custom dimensions', 'google-site-kit' ) }
			</button>
			{ error && isPermissionScopeError( error ) && ! modalOpen && (
				<p>
					{ __(
						'Site Kit needs your permission to edit your Analytics property to create them.',
						'google-site-kit'
					) }
				</p>
			) }
			{ error && ! isPermissionScopeError( error ) && (
				<ErrorNotice error={ error } onRetry={ create } />
			) }
		</div>
	);
}

function EventsHelp( { text }: { text: string } ) {
	return (
		<p className="googlesitekit-km-fix">
			<a
				href={ EVENTS_HELP_URL }
				target="_blank"
				rel="noopener noreferrer"
			>
				{ text }
			</a>
		</p>
	);
}

function LeadsEventsHelp() {
	return (
		<EventsHelp
			text={ __(
				'Learn how to send generate_lead, submit_lead_form or contact events to Analytics',
				'google-site-kit'
			) }
		/>
	);
}

function PurchaseEventsHelp() {
	return (
		<EventsHelp
			text={ __(
				'Learn how to send purchase events to Analytics',
				'google-site-kit'
			) }
		/>
	);
}

/**
 * Registers the three requirements of Analytics' key metric tiles.
 */
export function registerKeyMetricRequirements(): void {
	setKeyMetricRequirement( REQUIREMENT_POST_CUSTOM_DIMENSIONS, {
		useStatus: usePostCustomDimensionsStatus,
		Fix: CreateCustomDimensionsFix,
		// Picking an author or category tile creates the dimensions right away (the permissions modal first when
		// the edit scope is missing).
		meet: ( registry ) =>
			registry.dispatch( analyticsStore ).createCustomDimensions(),
	} );
	setKeyMetricRequirement( REQUIREMENT_LEADS_EVENTS, {
		useStatus: useLeadsEventsStatus,
		Fix: LeadsEventsHelp,
	} );
	setKeyMetricRequirement( REQUIREMENT_PURCHASE_EVENTS, {
		useStatus: usePurchaseEventsStatus,
		Fix: PurchaseEventsHelp,
	} );
}
