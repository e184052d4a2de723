/**
 * The overview's column names, shared by the table and the CSV file.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FigureName, SortKey } from '../../datastore/network';

/**
 * The name of a sortable column.
 *
 * @param key Column.
 */
export function columnLabel( key: SortKey ): string {
	switch ( key ) {
		case 'name':
			return __( 'Site', 'google-site-kit' );
		case 'state':
			return __( 'Connection', 'google-site-kit' );
		case 'visitors':
			return __( 'Visitors', 'google-site-kit' );
		case 'clicks':
			return __( 'Search clicks', 'google-site-kit' );
		case 'earnings':
			return __( 'Earnings', 'google-site-kit' );
	}
}

export const FIGURE_NAMES: FigureName[] = [ 'visitors', 'clicks', 'earnings' ];

/**
 * A site's connection state in words.
 *
 * @param state The state.
 */
export function stateLabel( state: 'connected' | 'not-connected' ): string {
	return state === 'connected'
		? __( 'Connected', 'google-site-kit' )
		: __( 'Not connected', 'google-site-kit' );
}
