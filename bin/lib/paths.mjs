/**
 * Where things are: the project's root folder and .wp/, the local sites' and servers' folder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const WP_ROOT = path.join( ROOT, '.wp' );
