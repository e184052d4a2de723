/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	moduleFixture,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import DashboardSharingDialog from '../DashboardSharingDialog';

const SETTINGS = {
	'search-console': { sharedRoles: [], management: 'owner' },
	analytics: { sharedRoles: [ 'author' ], management: 'owner' },
	adsense: { sharedRoles: [], management: 'owner' },
};

describe( 'DashboardSharingDialog', () => {
	let t: ModuleTest;
	const onClose = jest.fn();

	beforeEach( () => {
		t = setUpModuleTest( {
			modules: [
				moduleFixture( 'search-console', {
					connected: true,
					shareable: true,
					order: 1,
					owner: { id: 1, login: 'admin' },
				} ),
				moduleFixture( 'analytics', {
					connected: true,
					shareable: true,
					order: 2,
					owner: { id: 1, login: 'admin' },
				} ),
				// Another admin's, managed by its owner only.
				moduleFixture( 'adsense', {
					connected: true,
					shareable: true,
					order: 3,
					owner: { id: 7, login: 'sam' },
				} ),
				// Not connected: not listed.
				moduleFixture( 'pagespeed-insights', {
					connected: false,
					shareable: true,
				} ),
			],
		} );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			userID: 1,
			shareableRoles: [
				{ id: 'editor', displayName: 'Editor' },
				{ id: 'author', displayName: 'Author' },
			],
		};
		t.server.on( 'GET', 'core/modules/data/sharing-settings', {
			body: { settings: SETTINGS, newOwnerIDs: {} },
		} );
		onClose.mockClear();
	} );

	afterEach( () => t.cleanup() );

	const row = ( slug: string ) =>
		document.querySelector( `tr[data-module="${ slug }"]` ) as HTMLElement;

	it( 'lists the connected shareable modules with their roles; Apply waits for a change and saves it', async () => {
		t.server.on(
			'POST',
			'core/modules/data/sharing-settings',
			( request ) => ( {
				body: {
					settings: (
						request.body as {
							data: { sharingSettings: unknown };
						}
					 ).data.sharingSettings,
					newOwnerIDs: {},
				},
			} )
		);
		t.render( <DashboardSharingDialog onClose={ onClose } /> );
		await screen.findByRole( 'table' );
		expect(
			screen
				.getAllByRole( 'rowheader' )
				.map( ( header ) => header.textContent )
		).toEqual( [ 'Search Console', 'Analytics', 'AdSense' ] );
		expect(
			within( row( 'analytics' ) ).getByLabelText( 'Author' )
		).toBeChecked();
		const apply = screen.getByRole( 'button', { name: 'Apply' } );
		expect( apply ).toBeDisabled();

		await userEvent.click(
			within( row( 'analytics' ) ).getByLabelText( 'Editor' )
		);
		expect( apply ).toBeEnabled();
		await userEvent.click( apply );
		await waitFor( () => expect( onClose ).toHaveBeenCalled() );
		const [ save ] = t.server.requestsTo(
			'POST',
			'core/modules/data/sharing-settings'
		);
		expect(
			(
				save.body as {
					data: {
						sharingSettings: Record<
							string,
							{ sharedRoles: string[] }
						>;
					};
				}
			 ).data.sharingSettings.analytics.sharedRoles
		).toEqual( [ 'author', 'editor' ] );
	} );

	it( 'leaves another admin’s module to its owner', async () => {
		t.render( <DashboardSharingDialog onClose={ onClose } /> );
		await screen.findByRole( 'table' );
		const adsense = row( 'adsense' );
		expect( within( adsense ).getByLabelText( 'Editor' ) ).toBeDisabled();
		expect( within( adsense ).getByRole( 'combobox' ) ).toBeDisabled();
		expect( adsense ).toHaveTextContent(
			'Only sam can change who sees AdSense data.'
		);
		expect(
			within( row( 'analytics' ) ).getByRole( 'combobox' )
		).toBeEnabled();
	} );

	it( 'shows a failed save in the dialog and keeps it open; Cancel drops the changes', async () => {
		t.server.on(
			'POST',
			'core/modules/data/sharing-settings',
			restError( 'rest_forbidden', 'Not yours to change.', {
				status: 403,
			} )
		);
		t.render( <DashboardSharingDialog onClose={ onClose } /> );
		await screen.findByRole( 'table' );
		await userEvent.click(
			within( row( 'search-console' ) ).getByLabelText( 'Editor' )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Apply' } )
		);
		expect(
			await screen.findByText( 'Error: Not yours to change.' )
		).toBeInTheDocument();
		expect( onClose ).not.toHaveBeenCalled();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( onClose ).toHaveBeenCalled();
		expect(
			within( row( 'search-console' ) ).getByLabelText( 'Editor' )
		).not.toBeChecked();
	} );

	describe( 'a module whose owner is gone', () => {
		const ownership = (
			slug: string,
			change: Record< string, unknown > = {}
		) => ( {
			owner: slug === 'adsense' ? { id: 7, login: 'sam' } : null,
			state: 'active',
			canManage: slug !== 'adsense',
			canDelegate: slug !== 'adsense',
			takeOverRefusal: '',
			...change,
		} );

		it( 'says the owner lost access and that saving makes the admin its owner, with its controls enabled', async () => {
			t.server.on( 'GET', 'core/modules/data/sharing-settings', {
				body: {
					settings: SETTINGS,
					newOwnerIDs: {},
					ownership: {
						'search-console': ownership( 'search-console' ),
						analytics: ownership( 'analytics' ),
						adsense: ownership( 'adsense', {
							state: 'gone',
							canManage: true,
							canDelegate: true,
						} ),
					},
				},
			} );
			t.server.on( 'POST', 'core/modules/data/sharing-settings', {
				body: {
					settings: {
						...SETTINGS,
						adsense: {
							sharedRoles: [ 'editor' ],
							management: 'owner',
						},
					},
					newOwnerIDs: { adsense: 1 },
					ownership: {
						'search-console': ownership( 'search-console' ),
						analytics: ownership( 'analytics' ),
						adsense: ownership( 'adsense', {
							owner: { id: 1, login: 'admin' },
							canManage: true,
							canDelegate: true,
						} ),
					},
				},
			} );
			t.render( <DashboardSharingDialog onClose={ onClose } /> );
			await screen.findByRole( 'table' );
			const adsense = row( 'adsense' );
			expect( adsense ).toHaveTextContent(
				'sam, who owns AdSense, no longer has access. Saving a change here makes you its owner.'
			);
			const editor = within( adsense ).getByLabelText( 'Editor' );
			expect( editor ).toBeEnabled();
			expect( within( adsense ).getByRole( 'combobox' ) ).toBeEnabled();
			expect(
				within( adsense ).getByRole( 'option', { name: 'Only me' } )
			).toBeInTheDocument();
			// The note is read with the controls it is about.
			expect(
				within( adsense ).getByRole( 'group', {
					description: /no longer has access/,
				} )
			).toBeInTheDocument();

			await userEvent.click( editor );
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Apply' } )
			);
			await waitFor( () => expect( onClose ).toHaveBeenCalled() );
			expect( adsense ).toHaveTextContent( 'Owner: you' );
			expect( adsense ).not.toHaveTextContent( 'no longer has access' );
		} );

		it( 'says why an admin who has not given Site Kit access to the module cannot take it over', async () => {
			t.server.on( 'GET', 'core/modules/data/sharing-settings', {
				body: {
					settings: SETTINGS,
					newOwnerIDs: {},
					ownership: {
						adsense: ownership( 'adsense', {
							owner: null,
							state: 'gone',
							takeOverRefusal: 'missing_scopes',
						} ),
					},
				},
			} );
			t.render( <DashboardSharingDialog onClose={ onClose } /> );
			await screen.findByRole( 'table' );
			const adsense = row( 'adsense' );
			expect( adsense ).toHaveTextContent(
				'The admin who owned AdSense no longer has access. Its shared data is read with its owner’s Google account, and yours hasn’t given Site Kit access to AdSense, so you can’t take it over.'
			);
			expect(
				within( adsense ).getByLabelText( 'Editor' )
			).toBeDisabled();
			expect( within( adsense ).getByRole( 'combobox' ) ).toBeDisabled();
		} );
	} );
} );
