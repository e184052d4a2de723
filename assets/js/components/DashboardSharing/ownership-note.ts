/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ModuleOwnership } from '../../datastore/modules/types';

/**
 * What the sharing dialog says about a module whose owner can no longer serve
 * it (or never had one): that the owner lost access, and whether saving makes
 * the current admin its owner or why they cannot take it over. Null for a
 * module whose owner is fine.
 *
 * @param moduleName The module's name.
 * @param ownership  Its ownership as the current user sees it.
 */
export function takeOverNote(
	moduleName: string,
	ownership: ModuleOwnership
): string | null {
	if ( ownership.state === 'active' ) {
		return null;
	}
	let lost: string;
	if ( ownership.state === 'none' ) {
		lost = sprintf(
			/* translators: %s: module name */
			__( '%s has no owner yet.', 'google-site-kit' ),
			moduleName
		);
	} else if ( ownership.owner ) {
		lost = sprintf(
			/* translators: 1: login of the module's former owner, 2: module name */
			__(
				'%1$s, who owns %2$s, no longer has access.',
				'google-site-kit'
			),
			ownership.owner.login,
			moduleName
		);
	} else {
		lost = sprintf(
			/* translators: %s: module name */
			__(
				'The admin who owned %s no longer has access.',
				'google-site-kit'
			),
			moduleName
		);
	}
	let next: string;
	if ( ownership.canManage ) {
		next = __(
			'Saving a change here makes you its owner.',
			'google-site-kit'
		);
	} else if ( ownership.takeOverRefusal === 'missing_scopes' ) {
		next = sprintf(
			/* translators: %s: module name */
			__(
				'Its shared data is read with its owner’s Google account, and yours hasn’t given Site Kit access to %s, so you can’t take it over.',
				'google-site-kit'
			),
			moduleName
		);
	} else {
		next = __( 'Sign in with Google to take it over.', 'google-site-kit' );
	}
	/* translators: 1: what happened to the owner, 2: what the current admin can do */
	return sprintf( __( '%1$s %2$s', 'google-site-kit' ), lost, next );
}
