/**
 * External dependencies
 */
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import './setup';
import { registry } from '../datastore/registry';
import { restoreSnapshot } from '../datastore/snapshot';

/**
 * Mounts an app in the element with the given ID, if the page has one.
 *
 * @param rootId ID of the root element the PHP side printed.
 * @param app    The app to render.
 * @return Whether the app was mounted.
 */
export function mountApp( rootId: string, app: ReactElement ): boolean {
	const element = document.getElementById( rootId );
	if ( ! element ) {
		return false;
	}
	element.classList.add( 'googlesitekit-plugin--mounted' );
	createRoot( element ).render( app );
	// Edits kept while the user granted a permission at Google come back.
	restoreSnapshot( registry ).catch( () => undefined );
	return true;
}
