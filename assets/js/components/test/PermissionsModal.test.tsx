/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import { analyticsStore } from '../../modules/analytics/store';
import { createTestRegistry } from '../../datastore/registry';
import {
	restoreSnapshot,
	SNAPSHOT_KEY,
	SNAPSHOT_MAX_AGE_MS,
} from '../../datastore/snapshot';
import { userStore } from '../../datastore/user';
import {
	CONNECT_URL,
	SCOPES,
	setUpModuleTest,
	type ModuleTest,
} from '../../modules/common/test/helpers';
import PermissionsModal from '../PermissionsModal';

const EDIT_SCOPE = SCOPES.analyticsEdit;
const SAVED = {
	accountID: '100000001',
	propertyID: '300000001',
	webDataStreamID: '4000000001',
	measurementID: 'G-AAAA1111',
	useSnippet: true,
	ownerID: 1,
};

/**
 * A missing_required_scopes error as the server sends it.
 *
 * @param data More error data.
 */
function scopeError( data: Partial< APIError[ 'data' ] > = {} ): APIError {
	return {
		code: 'missing_required_scopes',
		message:
			'Site Kit needs more permissions from your Google account to show Analytics data.',
		data: { status: 403, scopes: [ EDIT_SCOPE ], ...data },
	};
}

describe( 'PermissionsModal', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest();
		t.server.on( 'GET', 'modules/analytics/data/settings', {
			body: SAVED,
		} );
	} );

	afterEach( () => t.cleanup() );

	const raise = ( error: APIError ) =>
		act( () => {
			t.registry.dispatch( userStore ).setPermissionScopeError( error );
		} );

	it( 'shows nothing without a permission error', async () => {
		t.render( <PermissionsModal /> );
		await act( async () => undefined );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'asks for the missing scopes; Proceed keeps the edits and goes to Google for them, coming back here', async () => {
		t.render( <PermissionsModal /> );
		// An unsaved edit on the page.
		await t.registry.resolveSelect( analyticsStore ).getSettings();
		act( () => {
			t.registry
				.dispatch( analyticsStore )
				.setSettings( { propertyID: '300000002' } );
		} );
		raise( scopeError() );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Additional Permissions Required',
		} );
		expect( dialog ).toHaveTextContent(
			'Site Kit needs more permissions from your Google account to show Analytics data.'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Proceed' } )
		);

		expect( t.navigations ).toHaveLength( 1 );
		const url = new URL( t.navigations[ 0 ] );
		expect( url.href.startsWith( CONNECT_URL ) ).toBe( true );
		expect( url.searchParams.getAll( 'additional_scopes[]' ) ).toEqual( [
			EDIT_SCOPE,
		] );
		expect( url.searchParams.get( 'redirect' ) ).toBe(
			window.location.href
		);

		// Back from Google: a new page of the same screen gets the edit back.
		const next = createTestRegistry();
		expect( await restoreSnapshot( next ) ).toEqual( [ 'analytics' ] );
		expect( next.select( analyticsStore ).getSettings() ).toMatchObject( {
			propertyID: '300000002',
		} );
		expect( next.select( analyticsStore ).haveSettingsChanged() ).toBe(
			true
		);
		// Only once.
		expect( await restoreSnapshot( createTestRegistry() ) ).toEqual( [] );
	} );

	it( 'uses the redirect URL the error names', async () => {
		t.render( <PermissionsModal /> );
		raise(
			scopeError( {
				redirectURL: 'http://example.org/wp-admin/admin.php?page=x',
			} )
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Proceed' } )
		);
		expect(
			new URL( t.navigations[ 0 ] ).searchParams.get( 'redirect' )
		).toBe( 'http://example.org/wp-admin/admin.php?page=x' );
	} );

	it( 'clears the error when closed, by Cancel or Escape', async () => {
		t.render( <PermissionsModal /> );
		raise( scopeError() );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Cancel' } )
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			t.registry.select( userStore ).getPermissionScopeError()
		).toBeNull();

		raise( scopeError() );
		await screen.findByRole( 'dialog' );
		await userEvent.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( t.navigations ).toEqual( [] );
	} );

	it( 'goes straight to Google when the error says skipModal', async () => {
		t.render( <PermissionsModal /> );
		raise( scopeError( { skipModal: true } ) );
		await waitFor( () => expect( t.navigations ).toHaveLength( 1 ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			new URL( t.navigations[ 0 ] ).searchParams.getAll(
				'additional_scopes[]'
			)
		).toEqual( [ EDIT_SCOPE ] );
	} );

	it( 'shows nothing when every scope is already granted', async () => {
		t.render( <PermissionsModal /> );
		raise( scopeError( { scopes: [ SCOPES.analytics ] } ) );
		await waitFor( () =>
			expect(
				t.registry.select( userStore ).getGrantedScopes()
			).toBeDefined()
		);
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( t.navigations ).toEqual( [] );
	} );

	it( 'logs a warning and shows nothing when the error names no scope', async () => {
		const warn = jest
			.spyOn( console, 'warn' )
			.mockImplementation( () => undefined );
		t.render( <PermissionsModal /> );
		raise( scopeError( { scopes: [] } ) );
		await waitFor( () => expect( warn ).toHaveBeenCalled() );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		warn.mockRestore();
	} );
} );

describe( 'the snapshot', () => {
	afterEach( () => window.sessionStorage.clear() );

	it( 'is not restored on another page, nor when it is old', async () => {
		const t = setUpModuleTest();
		t.server.on( 'GET', 'modules/analytics/data/settings', {
			body: SAVED,
		} );
		try {
			const snapshot = ( page: string, age: number ) =>
				window.sessionStorage.setItem(
					SNAPSHOT_KEY,
					JSON.stringify( {
						timestamp: Date.now() - age,
						page,
						moduleSettings: {
							analytics: { ...SAVED, propertyID: '300000002' },
						},
					} )
				);
			snapshot( '/wp-admin/other.php', 0 );
			expect( await restoreSnapshot( createTestRegistry() ) ).toEqual(
				[]
			);
			snapshot(
				window.location.pathname + window.location.search,
				SNAPSHOT_MAX_AGE_MS + 1000
			);
			expect( await restoreSnapshot( createTestRegistry() ) ).toEqual(
				[]
			);
			expect( window.sessionStorage.getItem( SNAPSHOT_KEY ) ).toBeNull();
		} finally {
			t.cleanup();
		}
	} );
} );
