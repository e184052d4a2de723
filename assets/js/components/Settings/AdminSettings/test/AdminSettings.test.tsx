/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import AdminSettings from '../AdminSettings';
import {
	holdRequests,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../../modules/common/test/helpers';

const CONNECTION = {
	connected: true,
	resettable: true,
	setupCompleted: true,
	hasConnectedAdmins: true,
	ownerID: 1,
	hasMultipleAdmins: false,
};

const ANSWERS = {
	purpose: {
		values: [ 'publish_blog' ],
		scope: 'site',
		answeredBy: 1,
		author: { login: 'admin', photo: 'https://example.org/admin.png' },
	},
	postFrequency: {
		values: [ 'weekly' ],
		scope: 'site',
		answeredBy: 1,
		author: { login: 'admin', photo: '' },
	},
	goals: {
		values: [ 'growing_audience', 'generating_revenue' ],
		scope: 'site',
		answeredBy: 2,
		author: { login: 'editor-in-chief', photo: '' },
	},
};

const NO_ANSWERS = {
	purpose: { values: [], scope: 'site' },
	postFrequency: { values: [], scope: 'site' },
	goals: { values: [], scope: 'site' },
};

describe( 'the Admin Settings tab', () => {
	let t: ModuleTest;

	const setUp = ( features: Record< string, boolean > ) => {
		t = setUpModuleTest();
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			features,
		};
		t.server.on( 'GET', 'core/site/data/connection', { body: CONNECTION } );
		t.server.on( 'GET', 'core/site/data/admin-bar-settings', {
			body: { enabled: true },
		} );
		t.server.on( 'GET', 'core/user/data/tracking', {
			body: { enabled: false },
		} );
	};

	afterEach( () => t.cleanup() );

	it( 'has a card per setting, each named by its heading', async () => {
		setUp( { userInput: true } );
		t.server.on( 'GET', 'core/user/data/user-input-settings', {
			body: NO_ANSWERS,
		} );
		t.render( <AdminSettings /> );

		const headings = await screen.findAllByRole( 'heading', { level: 3 } );
		expect( headings.map( ( heading ) => heading.textContent ) ).toEqual( [
			'Key metrics',
			'Plugin Status',
			'Plugin Settings',
			'Email reports',
			'Tracking',
		] );
		for ( const name of [
			'Plugin Status',
			'Plugin Settings',
			'Email reports',
		] ) {
			expect(
				screen.getByRole( 'region', { name } )
			).toBeInTheDocument();
		}
		expect(
			await screen.findByText( 'Site Kit is connected to Google.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Reset Site Kit' } )
		).toBeEnabled();
		expect(
			await screen.findByLabelText(
				'Help us improve Site Kit by sharing anonymous usage statistics.'
			)
		).not.toBeChecked();
	} );

	describe( 'the Key metrics card', () => {
		it( 'is not there without the userInput feature, and nothing asks for the answers', async () => {
			setUp( { userInput: false } );
			t.render( <AdminSettings /> );

			await screen.findByText( 'Site Kit is connected to Google.' );
			expect(
				screen.queryByRole( 'heading', { name: 'Key metrics' } )
			).not.toBeInTheDocument();
			expect(
				t.server.requestsTo(
					'GET',
					'core/user/data/user-input-settings'
				)
			).toEqual( [] );
		} );

		it( 'shows each question’s answers, who gave them, and an edit link to the user-input page that comes back here', async () => {
			setUp( { userInput: true } );
			t.server.on( 'GET', 'core/user/data/user-input-settings', {
				body: ANSWERS,
			} );
			t.render( <AdminSettings /> );

			const card = await screen.findByRole( 'region', {
				name: 'Key metrics',
			} );
			await within( card ).findByText( 'Publish a blog' );
			expect( within( card ).getByText( 'Weekly' ) ).toBeInTheDocument();
			expect(
				within( card ).getByText( 'Grow my audience' )
			).toBeInTheDocument();
			expect(
				within( card ).getByText( 'Earn more revenue' )
			).toBeInTheDocument();
			expect(
				within( card ).getAllByText(
					'This question has been answered by:'
				)
			).toHaveLength( 3 );
			expect(
				within( card ).getByText( 'editor-in-chief' )
			).toBeInTheDocument();
			const photos = card.querySelectorAll( 'img' );
			expect( photos ).toHaveLength( 1 );
			expect( photos[ 0 ] ).toHaveAttribute(
				'src',
				'https://example.org/admin.png'
			);

			const links = within( card ).getAllByRole( 'link', {
				name: /^Edit your answer to:/,
			} );
			expect( links ).toHaveLength( 3 );
			const questions = links.map( ( link ) => {
				const url = new URL( link.getAttribute( 'href' ) || '' );
				expect( url.origin + url.pathname ).toBe(
					'http://example.org/wp-admin/admin.php'
				);
				expect( url.searchParams.get( 'page' ) ).toBe(
					'googlesitekit-user-input'
				);
				expect( url.searchParams.get( 'redirect_url' ) ).toBe(
					'http://example.org/wp-admin/admin.php?page=googlesitekit-settings#/admin-settings'
				);
				expect( url.searchParams.get( 'single' ) ).toBe( 'settings' );
				return url.searchParams.get( 'question' );
			} );
			expect( questions ).toEqual( [
				'purpose',
				'postFrequency',
				'goals',
			] );
			const goals = within( card ).getByRole( 'link', {
				name: 'Edit your answer to: What are your top goals for this site?',
			} );
			expect( goals ).toHaveTextContent( 'Edit' );

			// Following the link records question_edit (jsdom cannot navigate: the test stops it).
			window._googlesitekitBaseData = {
				...window._googlesitekitBaseData,
				trackingEnabled: true,
			};
			window._googlesitekitDataLayer = [];
			card.addEventListener( 'click', ( event ) =>
				event.preventDefault()
			);
			await userEvent.click( goals );
			expect( window._googlesitekitDataLayer ).toContainEqual(
				expect.objectContaining( {
					event: 'question_edit',
					event_category: 'settings',
					event_label: 'goals',
				} )
			);
			delete window._googlesitekitDataLayer;
		} );

		it( 'asks to personalise the metrics while the questions are not all answered, with nothing to dismiss it', async () => {
			setUp( { userInput: true } );
			t.server.on( 'GET', 'core/user/data/user-input-settings', {
				body: {
					...NO_ANSWERS,
					purpose: ANSWERS.purpose,
				},
			} );
			t.render( <AdminSettings /> );

			const card = await screen.findByRole( 'region', {
				name: 'Key metrics',
			} );
			const cta = await within( card ).findByRole( 'link', {
				name: 'Get tailored metrics',
			} );
			expect( cta ).toHaveAttribute(
				'href',
				'http://example.org/wp-admin/admin.php?page=googlesitekit-user-input'
			);
			expect(
				within( card ).getByRole( 'heading', {
					name: 'Personalize your metrics',
				} )
			).toBeInTheDocument();
			expect( within( card ).queryByRole( 'button' ) ).toBeNull();
			expect(
				within( card ).queryByText( 'Publish a blog' )
			).not.toBeInTheDocument();
		} );
	} );

	describe( 'the admin bar setting', () => {
		const label = 'Display relevant page stats in the Admin bar';

		it( 'saves the toggle, disabled while it saves', async () => {
			setUp( {} );
			t.server.on(
				'POST',
				'core/site/data/admin-bar-settings',
				( request ) => ( {
					body: {
						enabled: (
							request.body as { data: { enabled: boolean } }
						 ).data.enabled,
					},
				} )
			);
			t.render( <AdminSettings /> );

			const checkbox = await screen.findByLabelText( label );
			await waitFor( () => expect( checkbox ).toBeEnabled() );
			expect( checkbox ).toBeChecked();

			const release = holdRequests( 'admin-bar-settings' );
			await userEvent.click( checkbox );
			expect( checkbox ).toBeDisabled();
			expect( checkbox ).not.toBeChecked();
			release();
			await waitFor( () => expect( checkbox ).toBeEnabled() );
			expect( checkbox ).not.toBeChecked();
			expect(
				t.server.requestsTo(
					'POST',
					'core/site/data/admin-bar-settings'
				)[ 0 ].body
			).toEqual( { data: { enabled: false } } );
		} );

		it( 'shows a failed save under the toggle and keeps the saved state', async () => {
			setUp( {} );
			t.server.on(
				'POST',
				'core/site/data/admin-bar-settings',
				restError( 'save_failed', 'The setting could not be saved.' )
			);
			t.render( <AdminSettings /> );

			const checkbox = await screen.findByLabelText( label );
			await waitFor( () => expect( checkbox ).toBeEnabled() );
			await userEvent.click( checkbox );

			const region = screen.getByRole( 'region', {
				name: 'Plugin Settings',
			} );
			expect(
				await within( region ).findByRole( 'alert' )
			).toHaveTextContent( 'Error: The setting could not be saved.' );
			expect( checkbox ).toBeChecked();
			expect( checkbox ).toBeEnabled();
		} );
	} );
} );
