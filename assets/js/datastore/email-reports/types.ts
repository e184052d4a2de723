/**
 * Internal dependencies
 */
import type { StateWithErrors } from '../shared/errors';
import type { FREQUENCIES } from './constants';

export type Frequency = ( typeof FREQUENCIES )[ number ];

/** GET/POST core/user/data/email-report: the signed-in user's own subscription. */
export interface OwnEmailReport {
	/** null: not subscribed. */
	frequency: Frequency | null;
	/** The user's WordPress email address, where the report goes. */
	email: string;
	/** Unix seconds of the last send, or null. */
	lastSent: number | null;
	lastResult: string | null;
}

/** One subscription of GET core/site/data/email-reports (admins only). */
export interface EmailSubscription {
	id: string;
	/** A user's own subscription, or an outside address an admin added. */
	kind: 'user' | 'outside';
	/** 0 for an outside address. */
	userID: number;
	/** The user's display name; empty for an outside address. */
	name: string;
	email: string;
	frequency: Frequency;
	/** An outside address is pending until it confirms. */
	status: 'active' | 'pending';
	lastSent: number | null;
	lastResult: 'sent' | 'failed' | 'retrying' | null;
	lastError: string | null;
}

/** POST core/site/data/email-reports: the new outside subscription, and whether its confirmation went out now. */
export interface AddedEmailSubscription extends EmailSubscription {
	confirmationMailed?: boolean;
	/** The server's sentence about it (a confirmation goes out at most once a day per address). */
	message?: string;
}

/** How the sending goes: WP-Cron's state, failing subscriptions, the last good send. */
export interface EmailReportsHealth {
	cron: 'ok' | 'late' | 'disabled';
	lastSuccess: number | null;
	failing: number;
}

/** GET core/site/data/email-reports. */
export interface SiteEmailReports {
	subscriptions: EmailSubscription[];
	health: EmailReportsHealth;
}

/** POST core/site/data/email-reports/test. */
export interface TestReportResult {
	sent: boolean;
	email: string;
}

export interface EmailReportsState extends StateWithErrors {
	own: OwnEmailReport | undefined;
	site: SiteEmailReports | undefined;
	isSavingOwn: boolean;
	isAddingRecipient: boolean;
	/** Ids of the subscriptions being ended. */
	deleting: string[];
	isSendingTest: boolean;
}
