/**
 * Calling the plugin's REST API from a page, as its logged-in user (with the page's nonce).
 */
import type { Page } from 'playwright-core';

export interface RestAnswer {
	status: number;
	body: Record< string, unknown >;
}

/**
 * Calls a Site Kit REST route from the page.
 *
 * @param page   A page of wp-admin with Site Kit's boot data.
 * @param method HTTP method.
 * @param path   Path below google-site-kit/v1/.
 * @param data   POST data, sent as `{ data }`.
 */
export function rest(
	page: Page,
	method: string,
	path: string,
	data?: unknown
): Promise< RestAnswer > {
	return page.evaluate(
		async ( [ m, p, d ] ) => {
			const base = (
				window as unknown as {
					_googlesitekitBaseData: {
						restRoot: string;
						restNonce: string;
					};
				}
			 )._googlesitekitBaseData;
			const response = await fetch(
				`${ base.restRoot }google-site-kit/v1/${ p }`,
				{
					method: m as string,
					headers: {
						'content-type': 'application/json',
						'x-wp-nonce': base.restNonce,
					},
					body:
						d === undefined
							? undefined
							: JSON.stringify( { data: d } ),
				}
			);
			return { status: response.status, body: await response.json() };
		},
		[ method, path, data ] as const
	);
}
