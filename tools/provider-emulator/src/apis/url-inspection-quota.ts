/**
 * Google's URL Inspection quotas and errors: per property per day (reset at midnight Pacific Time) and per
 * minute, counted in the emulator's state, with the v1 (One Platform) error body Google answers with.
 */
import type { Emulator } from '../emulator';
import { ApiError } from '../http/errors';
import { json } from '../http/respond';
import type { JsonObject } from '../http/types';

/**
 * Google's v1 (One Platform) error body: code, message, status, details (no `errors` list).
 * @param code
 * @param status
 * @param message
 * @param details
 */
export function v1Error(
	code: number,
	status: string,
	message: string,
	details?: JsonObject[]
): ApiError {
	const error: JsonObject = { code, message, status };
	if ( details ) {
		error.details = details;
	}
	return new ApiError( json( code, { error } ) );
}

function quotaExceeded( perDay: boolean ): ApiError {
	const limit = perDay
		? 'URL Inspection requests per day per site'
		: 'URL Inspection requests per minute per site';
	return v1Error(
		429,
		'RESOURCE_EXHAUSTED',
		`Quota exceeded for quota metric 'URL Inspection requests' and limit '${ limit }' of service 'searchconsole.googleapis.com'.`,
		[
			{
				'@type': 'type.googleapis.com/google.rpc.ErrorInfo',
				reason: 'RATE_LIMIT_EXCEEDED',
				domain: 'googleapis.com',
				metadata: {
					service: 'searchconsole.googleapis.com',
					quota_metric:
						'searchconsole.googleapis.com/url_inspection_requests',
					quota_limit: perDay
						? 'UrlInspectionRequestsPerDayPerSite'
						: 'UrlInspectionRequestsPerMinutePerSite',
				},
			},
		]
	);
}

/**
 * The Pacific day (YYYY-MM-DD) of an instant: Google's daily quotas reset at midnight Pacific Time.
 * @param ms
 */
export function pacificDay( ms: number ): string {
	return new Intl.DateTimeFormat( 'en-CA', {
		timeZone: 'America/Los_Angeles',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	} ).format( new Date( ms ) );
}

/**
 * Counts one inspection against the property's quotas, or throws Google's 429 when one is used up.
 * @param emu
 * @param property
 */
export function takeQuota( emu: Emulator, property: string ): void {
	const now = emu.now();
	const dayKey = `${ property }|day:${ pacificDay( now ) }`;
	const minuteKey = `${ property }|minute:${ Math.floor( now / 60000 ) }`;
	const day = emu.inspections.get( dayKey ) ?? 0;
	if ( day >= emu.config.urlInspectionDailyQuota ) {
		throw quotaExceeded( true );
	}
	const minute = emu.inspections.get( minuteKey ) ?? 0;
	if ( minute >= emu.config.urlInspectionMinuteQuota ) {
		throw quotaExceeded( false );
	}
	// Only the current windows matter: drop the others so the map stays small.
	for ( const key of emu.inspections.keys() ) {
		if (
			key.startsWith( `${ property }|` ) &&
			key !== dayKey &&
			key !== minuteKey
		) {
			emu.inspections.delete( key );
		}
	}
	emu.inspections.set( dayKey, day + 1 );
	emu.inspections.set( minuteKey, minute + 1 );
}
