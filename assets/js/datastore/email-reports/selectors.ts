/**
 * Internal dependencies
 */
import { errorSelectors } from '../shared/errors';
import type {
	EmailReportsHealth,
	EmailReportsState,
	EmailSubscription,
	OwnEmailReport,
	SiteEmailReports,
} from './types';

export const { getErrorForSelector, getErrorForAction, getErrors } =
	errorSelectors;

/**
 * The user's own subscription (frequency null when not subscribed); undefined while it loads.
 *
 * @param state Store state.
 */
export function getOwnEmailReport(
	state: EmailReportsState
): OwnEmailReport | undefined {
	return state.own;
}

/**
 * Whether the own subscription has been read (never starts a read).
 *
 * @param state Store state.
 */
export function hasLoadedOwnEmailReport( state: EmailReportsState ): boolean {
	return state.own !== undefined;
}

/**
 * Every subscription and the sending's health (admins); undefined while it loads.
 *
 * @param state Store state.
 */
export function getSiteEmailReports(
	state: EmailReportsState
): SiteEmailReports | undefined {
	return state.site;
}

/**
 * Every subscription, in the server's order; undefined while loading.
 *
 * @param state Store state.
 */
export function getEmailSubscriptions(
	state: EmailReportsState
): EmailSubscription[] | undefined {
	return state.site?.subscriptions;
}

/**
 * How the sending goes; undefined while loading.
 *
 * @param state Store state.
 */
export function getEmailReportsHealth(
	state: EmailReportsState
): EmailReportsHealth | undefined {
	return state.site?.health;
}

/**
 * Whether the list has been read (never starts a read).
 *
 * @param state Store state.
 */
export function hasLoadedSiteEmailReports( state: EmailReportsState ): boolean {
	return state.site !== undefined;
}

export function isSavingOwnEmailReport( state: EmailReportsState ): boolean {
	return state.isSavingOwn;
}

export function isAddingEmailRecipient( state: EmailReportsState ): boolean {
	return state.isAddingRecipient;
}

/**
 * Whether a subscription is being ended.
 *
 * @param state Store state.
 * @param id    The subscription's id.
 */
export function isDeletingEmailSubscription(
	state: EmailReportsState,
	id: string
): boolean {
	return state.deleting.includes( id );
}

export function isSendingTestEmailReport( state: EmailReportsState ): boolean {
	return state.isSendingTest;
}
