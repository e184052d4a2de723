/** Bearer-token checks every API runs first: 401 UNAUTHENTICATED, then 403 insufficientPermissions. */
import type { Emulator } from '../emulator';
import { ApiError, insufficientScopes, unauthenticated } from '../http/errors';
import type { ApiName, EmuRequest } from '../http/types';

export interface Caller {
	accountId: string;
	clientId: string;
	scopes: string[];
}

export function bearerToken( req: EmuRequest ): string | null {
	const header = req.headers.authorization;
	const match =
		typeof header === 'string'
			? /^Bearer\s+(\S+)\s*$/i.exec( header )
			: null;
	return match ? match[ 1 ] : req.query.get( 'access_token' );
}

export function requireToken(
	req: EmuRequest,
	emu: Emulator,
	api: ApiName,
	anyOf: readonly string[]
): Caller {
	const token = bearerToken( req );
	if ( ! token ) {
		throw new ApiError( unauthenticated( api, true ) );
	}
	const data = emu.oauth.accessTokens.get( token );
	if ( ! data || data.expiresAt <= emu.now() ) {
		throw new ApiError( unauthenticated( api, false ) );
	}
	if ( ! anyOf.some( ( scope ) => data.scopes.includes( scope ) ) ) {
		throw new ApiError( insufficientScopes( api ) );
	}
	return {
		accountId: data.accountId,
		clientId: data.clientId,
		scopes: data.scopes,
	};
}
