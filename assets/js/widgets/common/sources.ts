/**
 * Internal dependencies
 */
import { MODULE_SERVICES, type ServiceModule } from '../../modules/services';
import type { Source } from '../../modules/types';

export type { Source };

/**
 * The provider's own report of each service, by module slug: where a figure's "Source" link goes (each module
 * declares it in its `service.ts`).
 */
export const SOURCES = Object.fromEntries(
	Object.entries( MODULE_SERVICES ).map( ( [ slug, { source } ] ) => [
		slug,
		source,
	] )
) as Record< ServiceModule, Source >;
