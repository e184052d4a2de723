import type { EmuResponse, JsonValue } from './types';

export function json(
	status: number,
	body: JsonValue,
	headers: Record< string, string > = {}
): EmuResponse {
	return {
		status,
		headers: {
			'content-type': 'application/json; charset=UTF-8',
			...headers,
		},
		body: JSON.stringify( body, null, 2 ),
	};
}

export function html( status: number, body: string ): EmuResponse {
	return {
		status,
		headers: { 'content-type': 'text/html; charset=utf-8' },
		body,
	};
}

export function redirect( location: string ): EmuResponse {
	return {
		status: 302,
		headers: { location, 'content-type': 'text/html; charset=utf-8' },
		body: `<a href="${ escapeHtml( location ) }">Moved</a>`,
	};
}

export function empty( status = 204 ): EmuResponse {
	return { status, headers: {}, body: '' };
}

export function escapeHtml( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#39;' );
}
