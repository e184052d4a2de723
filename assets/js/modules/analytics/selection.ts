/**
 * How the account → property → web data stream choices follow each other.
 * Pure functions: the selects call them, tests check them directly.
 */

/**
 * Internal dependencies
 */
import type { AnalyticsSettings } from './store';
import { isSameSiteURL } from '../common/util';
import { PROPERTY_CREATE, WEBDATASTREAM_CREATE } from './constants';
import type {
	AccountSummary,
	AnalyticsSelection,
	WebDataStream,
} from './types';

export const EMPTY_SELECTION: AnalyticsSelection = {
	accountID: '',
	propertyID: '',
	webDataStreamID: '',
	measurementID: '',
};

/**
 * The selection the saved settings stand for.
 *
 * @param settings Saved settings.
 */
export function selectionFromSettings(
	settings: AnalyticsSettings
): AnalyticsSelection {
	return {
		accountID: settings.accountID,
		propertyID: settings.propertyID,
		webDataStreamID: settings.webDataStreamID,
		measurementID: settings.measurementID,
	};
}

/**
 * A new account: its first property (or a new one), the stream left to pick.
 *
 * @param accounts    The user's accounts.
 * @param accountID   The chosen account.
 * @param allowCreate Whether a new property may be offered.
 */
export function chooseAccount(
	accounts: AccountSummary[],
	accountID: string,
	allowCreate: boolean
): AnalyticsSelection {
	const account = accounts.find( ( item ) => item._id === accountID );
	const first = account?.propertySummaries[ 0 ]?._id;
	return chooseProperty(
		{ ...EMPTY_SELECTION, accountID },
		first ?? ( allowCreate ? PROPERTY_CREATE : '' )
	);
}

/**
 * A new property: the stream left to pick, or a new one for a new property.
 *
 * @param selection  The selection so far.
 * @param propertyID The chosen property.
 */
export function chooseProperty(
	selection: AnalyticsSelection,
	propertyID: string
): AnalyticsSelection {
	return {
		...selection,
		propertyID,
		webDataStreamID:
			propertyID === PROPERTY_CREATE ? WEBDATASTREAM_CREATE : '',
		measurementID: '',
	};
}

/**
 * A new stream, with its measurement ID.
 *
 * @param selection       The selection so far.
 * @param streams         The property's streams.
 * @param webDataStreamID The chosen stream.
 */
export function chooseStream(
	selection: AnalyticsSelection,
	streams: WebDataStream[],
	webDataStreamID: string
): AnalyticsSelection {
	const stream = streams.find( ( item ) => item._id === webDataStreamID );
	return {
		...selection,
		webDataStreamID,
		measurementID: stream?.webStreamData.measurementId ?? '',
	};
}

/**
 * Fills the choices still empty with the best default: the first account,
 * its first property (or a new one), the stream of the home URL (or the
 * first, or a new one). A choice already made is kept.
 *
 * @param selection           The selection so far.
 * @param options             What is known.
 * @param options.accounts    The user's accounts.
 * @param options.streams     The streams of `selection.propertyID`, once loaded.
 * @param options.homeURL     The site's home URL.
 * @param options.allowCreate Whether new properties and streams may be offered.
 */
export function completeSelection(
	selection: AnalyticsSelection,
	{
		accounts,
		streams,
		homeURL,
		allowCreate,
	}: {
		accounts: AccountSummary[];
		streams: WebDataStream[] | undefined;
		homeURL: string;
		allowCreate: boolean;
	}
): AnalyticsSelection {
	let next = selection;
	if ( ! next.accountID ) {
		if ( ! accounts.length ) {
			return next;
		}
		next = chooseAccount( accounts, accounts[ 0 ]._id, allowCreate );
	}
	if ( ! next.propertyID ) {
		const account = accounts.find(
			( item ) => item._id === next.accountID
		);
		const first = account?.propertySummaries[ 0 ]?._id;
		const propertyID = first ?? ( allowCreate ? PROPERTY_CREATE : '' );
		if ( propertyID ) {
			next = chooseProperty( next, propertyID );
		}
	}
	// The streams passed in belong to the property of the selection given.
	if ( ! streams || next.propertyID !== selection.propertyID ) {
		return next;
	}
	if ( ! next.webDataStreamID ) {
		const stream =
			streams.find( ( item ) =>
				isSameSiteURL( item.webStreamData.defaultUri, homeURL )
			) ?? streams[ 0 ];
		if ( stream ) {
			return chooseStream( next, streams, stream._id );
		}
		return allowCreate
			? {
					...next,
					webDataStreamID: WEBDATASTREAM_CREATE,
					measurementID: '',
			  }
			: next;
	}
	if (
		! next.measurementID &&
		next.webDataStreamID !== WEBDATASTREAM_CREATE
	) {
		return chooseStream( next, streams, next.webDataStreamID );
	}
	return next;
}
