/**
 * Imported first by every entry that reads through the registry: before anything renders, the module lists reach
 * the layers that may not import them (`modules/setup.ts`).
 */

/**
 * Internal dependencies
 */
import { registry } from '../datastore/registry';
import { setUpModules } from '../modules/setup';

setUpModules( registry );
