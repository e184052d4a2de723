/**
 * GA4 Admin API access: the caller (a token with the read scope) and a property it owns, or Google's 403/404.
 */
import type { GaProperty } from '../data/resource-types';
import type { Emulator } from '../emulator';
import { permissionDenied } from '../http/errors';
import type { EmuRequest } from '../http/types';
import { type Caller, requireToken } from '../oauth/guard';
import { REQUIRED } from '../oauth/scopes';

export const NO_PERMISSION = 'The caller does not have permission';

export function read( req: EmuRequest, emu: Emulator ): Caller {
	return requireToken(
		req,
		emu,
		'analyticsadmin',
		REQUIRED.analyticsAdminRead
	);
}

export function ownProperty(
	caller: Caller,
	emu: Emulator,
	id: string
): GaProperty {
	const property = emu.resources.gaProperty( caller.accountId, id );
	if ( ! property ) {
		throw permissionDenied( NO_PERMISSION );
	}
	return property;
}
