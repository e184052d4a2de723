/**
 * Internal dependencies
 */
import { getModuleServices } from '../module-lists/services';
import type { Source } from '../module-lists/types';

export type { Source };

/**
 * The provider's own report of a module's service: where a figure's "Source" link goes (each module declares it in
 * its `service.ts`; the list is handed down, `../module-lists/services.ts`).
 *
 * @param slug Module slug.
 */
export function sourceOf( slug: string ): Source {
	const service = getModuleServices()[ slug ];
	if ( ! service ) {
		throw new Error( `No module service "${ slug }" was handed down.` );
	}
	return service.source;
}
