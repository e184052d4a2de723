/**
 * Internal dependencies
 */
import { set } from '../../api';
import type { APIError } from '../../api/types';
import { fetchInto } from '../shared/fetch-resolver';
import {
	clearError,
	errorActions,
	receiveError,
	type ErrorAction,
} from '../shared/errors';
import { request } from '../shared/request';
import type { ActionResult, Thunk } from '../types';
import type * as selectors from './selectors';
import type {
	AddedEmailSubscription,
	EmailSubscription,
	Frequency,
	OwnEmailReport,
	SiteEmailReports,
	TestReportResult,
} from './types';

export function receiveOwnEmailReport( report: OwnEmailReport ) {
	return { type: 'RECEIVE_OWN_EMAIL_REPORT' as const, report };
}

export function receiveSiteEmailReports( reports: SiteEmailReports ) {
	return { type: 'RECEIVE_SITE_EMAIL_REPORTS' as const, reports };
}

export function receiveEmailSubscription( subscription: EmailSubscription ) {
	return { type: 'RECEIVE_EMAIL_SUBSCRIPTION' as const, subscription };
}

function removeEmailSubscription( id: string ) {
	return { type: 'REMOVE_EMAIL_SUBSCRIPTION' as const, id };
}

function setDeleting( id: string, value: boolean ) {
	return { type: 'SET_DELETING_EMAIL_SUBSCRIPTION' as const, id, value };
}

function setFlag(
	flag: 'isSavingOwn' | 'isAddingRecipient' | 'isSendingTest',
	value: boolean
) {
	return { type: 'SET_EMAIL_REPORTS_FLAG' as const, flag, value };
}

export type EmailReportsAction =
	| ReturnType<
			| typeof receiveOwnEmailReport
			| typeof receiveSiteEmailReports
			| typeof receiveEmailSubscription
			| typeof removeEmailSubscription
			| typeof setDeleting
			| typeof setFlag
	  >
	| ErrorAction;

type EmailReportsThunk< Result = void > = Thunk<
	EmailReportsAction,
	typeof selectors,
	Result
>;

/**
 * Reads the user's own subscription again (past the cache).
 */
export function fetchOwnEmailReport(): EmailReportsThunk<
	ActionResult< OwnEmailReport, APIError >
> {
	return ( { dispatch } ) =>
		fetchInto( dispatch, {
			selector: 'getOwnEmailReport',
			datapoint: [ 'core', 'user', 'email-report' ],
			receive: receiveOwnEmailReport,
		} );
}

/**
 * Reads every subscription and the sending's health again (admins only).
 */
export function fetchSiteEmailReports(): EmailReportsThunk<
	ActionResult< SiteEmailReports, APIError >
> {
	return ( { dispatch } ) =>
		fetchInto( dispatch, {
			selector: 'getSiteEmailReports',
			datapoint: [ 'core', 'site', 'email-reports' ],
			receive: receiveSiteEmailReports,
		} );
}

// Each change of the own subscription is numbered: when several are under way (a keyboard user arrowing through the
// choices), only the last one's answer is kept.
let ownChange = 0;

/**
 * Subscribes the user to the report at a frequency, changes it, or (null) unsubscribes. On a refusal the
 * subscription stays as it was and the error is kept under `setOwnEmailReportFrequency`.
 *
 * @param frequency The new frequency, or null to unsubscribe.
 */
export function setOwnEmailReportFrequency(
	frequency: Frequency | null
): EmailReportsThunk< ActionResult< OwnEmailReport, APIError > > {
	return async ( { dispatch, select } ) => {
		const change = ++ownChange;
		dispatch( clearError( 'setOwnEmailReportFrequency' ) );
		dispatch( setFlag( 'isSavingOwn', true ) );
		const result = await request( () =>
			set< OwnEmailReport >( 'core', 'user', 'email-report', {
				frequency,
			} )
		);
		if ( change !== ownChange ) {
			return result;
		}
		dispatch( setFlag( 'isSavingOwn', false ) );
		if ( result.error ) {
			dispatch(
				receiveError( result.error, 'setOwnEmailReportFrequency' )
			);
			return result;
		}
		dispatch( receiveOwnEmailReport( result.response ) );
		// An admin's list shows this subscription too.
		if ( select.hasLoadedSiteEmailReports() ) {
			await dispatch( fetchSiteEmailReports() );
		}
		return result;
	};
}

/**
 * Adds an outside recipient (it gets a confirmation email first, and stays pending until it confirms).
 *
 * @param email     The address.
 * @param frequency How often it gets the report.
 */
export function addEmailRecipient(
	email: string,
	frequency: Frequency
): EmailReportsThunk< ActionResult< AddedEmailSubscription, APIError > > {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'addEmailRecipient' ) );
		dispatch( setFlag( 'isAddingRecipient', true ) );
		const result = await request( () =>
			set< AddedEmailSubscription >( 'core', 'site', 'email-reports', {
				email,
				frequency,
			} )
		);
		dispatch( setFlag( 'isAddingRecipient', false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'addEmailRecipient' ) );
		} else {
			const { confirmationMailed, message, ...subscription } =
				result.response;
			dispatch( receiveEmailSubscription( subscription ) );
		}
		return result;
	};
}

/**
 * Ends a subscription (any user's, or an outside address).
 *
 * @param id The subscription's id.
 */
export function deleteEmailSubscription(
	id: string
): EmailReportsThunk< ActionResult< { deleted: boolean }, APIError > > {
	return async ( { dispatch, select } ) => {
		dispatch( clearError( 'deleteEmailSubscription', [ id ] ) );
		dispatch( setDeleting( id, true ) );
		const result = await request( () =>
			set< { deleted: boolean } >(
				'core',
				'site',
				'email-reports/delete',
				{ id }
			)
		);
		dispatch( setDeleting( id, false ) );
		if ( result.error ) {
			dispatch(
				receiveError( result.error, 'deleteEmailSubscription', [ id ] )
			);
			if ( result.error.code === 'email_report_not_found' ) {
				// Someone else ended it meanwhile: the list shows what is left.
				await dispatch( fetchSiteEmailReports() );
			}
			return result;
		}
		dispatch( removeEmailSubscription( id ) );
		// It may have been the admin's own.
		if ( select.hasLoadedOwnEmailReport() ) {
			await dispatch( fetchOwnEmailReport() );
		}
		return result;
	};
}

/**
 * Mails a report to the current user now.
 */
export function sendTestEmailReport(): EmailReportsThunk<
	ActionResult< TestReportResult, APIError >
> {
	return async ( { dispatch } ) => {
		dispatch( clearError( 'sendTestEmailReport' ) );
		dispatch( setFlag( 'isSendingTest', true ) );
		const result = await request( () =>
			set< TestReportResult >( 'core', 'site', 'email-reports/test' )
		);
		dispatch( setFlag( 'isSendingTest', false ) );
		if ( result.error ) {
			dispatch( receiveError( result.error, 'sendTestEmailReport' ) );
		}
		return result;
	};
}

export const actions = {
	...errorActions,
	receiveOwnEmailReport,
	receiveSiteEmailReports,
	receiveEmailSubscription,
	fetchOwnEmailReport,
	fetchSiteEmailReports,
	setOwnEmailReportFrequency,
	addEmailRecipient,
	deleteEmailSubscription,
	sendTestEmailReport,
};
