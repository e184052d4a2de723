/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import UserInputScreen from '../UserInputScreen';
import {
	ADMIN_URL,
	holdRequests,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import type { UserInputQuestion } from '../../../datastore/user/constants';
import type { UserInputSettings } from '../../../datastore/user/types';

const ROUTE = 'core/user/data/user-input-settings';
const DASHBOARD = `${ ADMIN_URL }admin.php?page=googlesitekit-dashboard`;
const SETTINGS = `${ ADMIN_URL }admin.php?page=googlesitekit-settings#/admin-settings`;

const TITLES: Record< UserInputQuestion, string > = {
	purpose: 'What is the main purpose of this site?',
	postFrequency: 'How often do you create new content for this site?',
	goals: 'What are your top goals for this site?',
};

const EMPTY: UserInputSettings = {
	purpose: { values: [], scope: 'site' },
	postFrequency: { values: [], scope: 'site' },
	goals: { values: [], scope: 'site' },
};

const ANSWERED: UserInputSettings = {
	purpose: {
		values: [ 'publish_blog' ],
		scope: 'site',
		answeredBy: 1,
		author: { login: 'admin', photo: 'http://example.org/admin.png' },
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

type SavePayload = { data: { settings: Record< string, string[] > } };

describe( 'the personalisation (user input) page', () => {
	let t: ModuleTest;
	let stored: UserInputSettings;
	let user: ReturnType< typeof userEvent.setup >;

	const posts = () => t.server.requestsTo( 'POST', ROUTE );
	const sent = ( index = 0 ) =>
		( posts()[ index ].body as SavePayload ).data.settings;

	/**
	 * Renders the page's content with a query and waits for the answers.
	 *
	 * @param query   The page's query string (without `page`).
	 * @param answers The answers the server has.
	 */
	const open = async ( query = '', answers = EMPTY ) => {
		stored = answers;
		t.render( <UserInputScreen query={ new URLSearchParams( query ) } /> );
		await screen.findByRole( 'group' );
	};

	const next = () =>
		user.click( screen.getByRole( 'button', { name: 'Next' } ) );

	beforeEach( () => {
		t = setUpModuleTest();
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			trackingEnabled: true,
			viewContext: 'userInput',
		};
		window._googlesitekitDataLayer = [];
		stored = EMPTY;
		t.server.on( 'GET', ROUTE, () => ( { body: stored } ) );
		// The server saves what it gets, as the admin (user 1).
		t.server.on( 'POST', ROUTE, ( request ) => {
			const { settings } = ( request.body as SavePayload ).data;
			stored = { ...stored };
			for ( const [ question, values ] of Object.entries( settings ) ) {
				stored[ question as UserInputQuestion ] = {
					values,
					scope: 'site',
					answeredBy: 1,
					author: { login: 'admin', photo: '' },
				};
			}
			return { body: stored };
		} );
		user = userEvent.setup();
	} );

	afterEach( () => {
		t.cleanup();
		delete window._googlesitekitDataLayer;
	} );

	describe( 'the whole flow', () => {
		it( 'asks one question per step, radio buttons for purpose, with the instruction and the step', async () => {
			await open();
			expect( screen.getByText( 'Question 1 of 3' ) ).toBeInTheDocument();
			const group = screen.getByRole( 'group', {
				name: TITLES.purpose,
			} );
			expect( group ).toHaveAccessibleDescription(
				expect.stringContaining( 'Select only 1 answer' )
			);
			expect( within( group ).getAllByRole( 'radio' ) ).toHaveLength( 6 );
			expect( within( group ).queryAllByRole( 'checkbox' ) ).toEqual(
				[]
			);
			expect(
				screen.queryByRole( 'button', { name: 'Back' } )
			).not.toBeInTheDocument();
			// Nobody answered yet: no author.
			expect(
				screen.queryByText( 'This question has been answered by:' )
			).not.toBeInTheDocument();
		} );

		it( 'says "Please select an answer" after Next with nothing chosen, and goes on once one is', async () => {
			await open();
			await next();
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Please select an answer'
			);
			expect( screen.getByText( 'Question 1 of 3' ) ).toBeInTheDocument();

			await user.click(
				screen.getByRole( 'radio', { name: 'Publish a blog' } )
			);
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
			await next();
			expect( screen.getByText( 'Question 2 of 3' ) ).toBeInTheDocument();
			const heading = screen.getByRole( 'heading', {
				name: TITLES.postFrequency,
			} );
			// Focus moves to the new question.
			expect( heading ).toHaveFocus();
			// The new step shows no error until Next is tried there.
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
		} );

		it( 'offers checkboxes for the goals, up to three: the others are disabled once three are chosen', async () => {
			await open( 'question=goals' );
			const group = screen.getByRole( 'group', { name: TITLES.goals } );
			expect( group ).toHaveAccessibleDescription(
				expect.stringContaining( 'Select up to 3 answers' )
			);
			const boxes = within( group ).getAllByRole( 'checkbox' );
			expect( boxes ).toHaveLength( 10 );
			expect( within( group ).queryAllByRole( 'radio' ) ).toEqual( [] );

			await next();
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Please select at least 1 answer'
			);

			for ( const name of [
				'Grow my audience',
				'Earn more revenue',
				'Make my content perform better',
			] ) {
				await user.click( screen.getByRole( 'checkbox', { name } ) );
			}
			const checked = boxes.filter(
				( box ) => ( box as HTMLInputElement ).checked
			);
			expect( checked ).toHaveLength( 3 );
			for ( const box of boxes ) {
				if ( checked.includes( box ) ) {
					expect( box ).toBeEnabled();
				} else {
					expect( box ).toBeDisabled();
				}
			}

			await user.click(
				screen.getByRole( 'checkbox', { name: 'Earn more revenue' } )
			);
			for ( const box of boxes ) {
				expect( box ).toBeEnabled();
			}
		} );

		it( 'goes on with Enter only when the answers are valid', async () => {
			await open();
			const blog = screen.getByRole( 'radio', {
				name: 'Publish a blog',
			} );
			blog.focus();
			await user.keyboard( '{Enter}' );
			expect( screen.getByText( 'Question 1 of 3' ) ).toBeInTheDocument();
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Please select an answer'
			);

			await user.keyboard( ' ' );
			expect( blog ).toBeChecked();
			await user.keyboard( '{Enter}' );
			expect( screen.getByText( 'Question 2 of 3' ) ).toBeInTheDocument();

			await user.click( screen.getByRole( 'radio', { name: 'Daily' } ) );
			await user.keyboard( '{Enter}' );
			expect( screen.getByText( 'Question 3 of 3' ) ).toBeInTheDocument();

			const growth = screen.getByRole( 'checkbox', {
				name: 'Grow my audience',
			} );
			growth.focus();
			await user.keyboard( '{Enter}' );
			expect( screen.getByText( 'Question 3 of 3' ) ).toBeInTheDocument();
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Please select at least 1 answer'
			);
			await user.keyboard( ' ' );
			await user.keyboard( '{Enter}' );
			expect(
				screen.getByRole( 'heading', { name: 'Review your answers' } )
			).toHaveFocus();
			expect( posts() ).toEqual( [] );
		} );

		it( 'goes Back and Next keeping the answers, pre-filled from the saved ones with who gave them', async () => {
			await open( '', ANSWERED );
			expect(
				screen.getByRole( 'radio', { name: 'Publish a blog' } )
			).toBeChecked();
			expect(
				screen.getByText( 'This question has been answered by:' )
			).toBeInTheDocument();
			expect( screen.getByText( 'admin' ) ).toBeInTheDocument();
			expect(
				screen
					.getByText( 'This question has been answered by:' )
					.parentElement?.querySelector( 'img' )
			).toHaveAttribute( 'src', 'http://example.org/admin.png' );

			await user.click(
				screen.getByRole( 'radio', { name: 'Publish news' } )
			);
			await next();
			await user.click(
				screen.getByRole( 'radio', { name: 'Monthly' } )
			);
			await next();
			expect( screen.getByText( 'editor-in-chief' ) ).toBeInTheDocument();
			await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
			expect( screen.getByText( 'Question 2 of 3' ) ).toBeInTheDocument();
			expect(
				screen.getByRole( 'radio', { name: 'Monthly' } )
			).toBeChecked();
			await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
			expect(
				screen.getByRole( 'radio', { name: 'Publish news' } )
			).toBeChecked();
		} );

		it( 'reviews every answer, and Edit opens that question again', async () => {
			await open( 'question=goals', ANSWERED );
			await next();
			const preview = screen.getByRole( 'region', {
				name: 'Review your answers',
			} );
			expect(
				within( preview )
					.getAllByRole( 'heading', { level: 4 } )
					.map( ( heading ) => heading.textContent )
			).toEqual( [ TITLES.purpose, TITLES.postFrequency, TITLES.goals ] );
			for ( const label of [
				'Publish a blog',
				'Weekly',
				'Grow my audience',
				'Earn more revenue',
			] ) {
				expect(
					within( preview ).getByText( label )
				).toBeInTheDocument();
			}
			expect(
				within( preview ).getAllByText(
					'This question has been answered by:'
				)
			).toHaveLength( 3 );
			expect(
				screen.getByText(
					'You can always edit your answers later from Settings'
				)
			).toBeInTheDocument();
			expect(
				within( preview )
					.getAllByRole( 'button' )
					.map( ( button ) => button.textContent )
			).toEqual( [ 'Edit', 'Edit', 'Edit', 'Save', 'Back', 'Cancel' ] );

			await user.click(
				screen.getByRole( 'button', {
					name: `Edit your answer to: ${ TITLES.postFrequency }`,
				} )
			);
			expect( window._googlesitekitDataLayer ).toContainEqual(
				expect.objectContaining( {
					event: 'question_edit',
					event_category: 'userInput',
					event_label: 'postFrequency',
				} )
			);
			expect(
				screen.getByRole( 'heading', { name: TITLES.postFrequency } )
			).toHaveFocus();
			expect( screen.getByText( 'Question 2 of 3' ) ).toBeInTheDocument();
		} );

		it( 'Back on the review returns to the last question', async () => {
			await open( 'question=goals', ANSWERED );
			await next();
			await user.click( screen.getByRole( 'button', { name: 'Back' } ) );
			expect(
				screen.getByRole( 'heading', { name: TITLES.goals } )
			).toHaveFocus();
		} );

		it( 'saves the trimmed answers and goes to the dashboard', async () => {
			await open();
			await user.click(
				screen.getByRole( 'radio', {
					name: 'Sell products or services',
				} )
			);
			await next();
			await user.click( screen.getByRole( 'radio', { name: 'Daily' } ) );
			await next();
			await user.click(
				screen.getByRole( 'checkbox', { name: 'Earn more revenue' } )
			);
			await user.click(
				screen.getByRole( 'checkbox', { name: 'Grow my audience' } )
			);
			await next();
			await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

			await waitFor( () =>
				expect( t.navigations ).toEqual( [ DASHBOARD ] )
			);
			expect( posts() ).toHaveLength( 1 );
			expect( sent() ).toEqual( {
				purpose: [ 'sell_products_or_service' ],
				postFrequency: [ 'daily' ],
				goals: [ 'generating_revenue', 'growing_audience' ],
			} );
		} );

		it( 'does not go on while an answer is empty', async () => {
			await open( 'question=goals', {
				...ANSWERED,
				goals: {
					values: [ 'growing_audience', '', 'help_better_rank' ],
					scope: 'site',
				},
			} );
			// An empty answer cannot go on: the instruction says what is expected.
			await next();
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Select up to 3 answers'
			);
			expect( screen.getByText( 'Question 3 of 3' ) ).toBeInTheDocument();
		} );

		it( 'goes to a redirect_url of this site’s admin once saved', async () => {
			const target = `${ ADMIN_URL }admin.php?page=googlesitekit-settings#/admin-settings`;
			await open(
				`question=goals&redirect_url=${ encodeURIComponent( target ) }`,
				ANSWERED
			);
			await next();
			await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
			await waitFor( () =>
				expect( t.navigations ).toEqual( [ target ] )
			);
		} );

		it( 'ignores a redirect_url off the site and goes to the dashboard', async () => {
			await open(
				`question=goals&redirect_url=${ encodeURIComponent(
					'https://evil.example/wp-admin/'
				) }`,
				ANSWERED
			);
			await next();
			await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
			await waitFor( () =>
				expect( t.navigations ).toEqual( [ DASHBOARD ] )
			);
		} );

		it( 'shows a failed save and keeps the answers', async () => {
			await open( 'question=goals', ANSWERED );
			await user.click(
				screen.getByRole( 'checkbox', { name: 'Earn more revenue' } )
			);
			await next();
			t.server.on(
				'POST',
				ROUTE,
				restError( 'internal_server_error', 'Boom.' )
			);
			await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				'There was a critical error on this website while fetching data.'
			);
			expect( t.navigations ).toEqual( [] );
			const preview = screen.getByRole( 'region', {
				name: 'Review your answers',
			} );
			expect(
				within( preview ).getByText( 'Grow my audience' )
			).toBeInTheDocument();
			expect(
				within( preview ).queryByText( 'Earn more revenue' )
			).not.toBeInTheDocument();
			expect(
				screen.getByRole( 'button', { name: 'Save' } )
			).toBeEnabled();

			// Trying again sends the same answers.
			t.server.on( 'POST', ROUTE, { body: ANSWERED } );
			await user.click( screen.getByRole( 'button', { name: 'Save' } ) );
			await waitFor( () =>
				expect( t.navigations ).toEqual( [ DASHBOARD ] )
			);
			expect( sent( 1 ) ).toEqual( sent( 0 ) );
			expect( sent( 1 ).goals ).toEqual( [ 'growing_audience' ] );
		} );

		it( 'Cancel goes to the dashboard without saving', async () => {
			await open( 'question=goals', ANSWERED );
			await user.click(
				screen.getByRole( 'checkbox', { name: 'Earn more revenue' } )
			);
			await next();
			await user.click(
				screen.getByRole( 'button', { name: 'Cancel' } )
			);
			expect( t.navigations ).toEqual( [ DASHBOARD ] );
			expect( posts() ).toEqual( [] );
		} );

		it( 'turns every option and button off while saving and leaving', async () => {
			await open( 'question=goals', ANSWERED );
			await next();
			const release = holdRequests( ROUTE );
			await user.click( screen.getByRole( 'button', { name: 'Save' } ) );

			const saving = await screen.findByRole( 'button', {
				name: 'Saving…',
			} );
			expect( saving ).toBeDisabled();
			for ( const button of screen.getAllByRole( 'button' ) ) {
				expect( button ).toBeDisabled();
			}
			release();
			await waitFor( () =>
				expect( t.navigations ).toEqual( [ DASHBOARD ] )
			);
			// Still off while the page is being left.
			for ( const button of screen.getAllByRole( 'button' ) ) {
				expect( button ).toBeDisabled();
			}
		} );
	} );

	describe( 'one question from Settings (single=settings)', () => {
		const query = ( question: UserInputQuestion, redirect = SETTINGS ) =>
			`question=${ question }&single=settings&redirect_url=${ encodeURIComponent(
				redirect
			) }`;

		it( 'shows that question alone with Confirm Changes and Cancel', async () => {
			await open( query( 'goals' ), ANSWERED );
			expect(
				screen.getByText(
					'Edit your answers for more personalized metrics:'
				)
			).toBeInTheDocument();
			expect( screen.getAllByRole( 'group' ) ).toHaveLength( 1 );
			expect(
				screen.getByRole( 'group', { name: TITLES.goals } )
			).toBeInTheDocument();
			expect( screen.queryByText( /^Question \d of 3$/ ) ).toBeNull();
			expect(
				screen.getAllByRole( 'button' ).map( ( b ) => b.textContent )
			).toEqual( [ 'Confirm Changes', 'Cancel' ] );
			// Nothing changed yet: nothing to confirm.
			expect(
				screen.getByRole( 'button', { name: 'Confirm Changes' } )
			).toBeDisabled();
			expect( screen.getByText( 'editor-in-chief' ) ).toBeInTheDocument();
		} );

		it( 'saves that question alone and goes back to redirect_url', async () => {
			await open( query( 'goals' ), ANSWERED );
			await user.click(
				screen.getByRole( 'checkbox', {
					name: 'Rank higher in Google Search results',
				} )
			);
			await user.click(
				screen.getByRole( 'button', { name: 'Confirm Changes' } )
			);
			await waitFor( () =>
				expect( t.navigations ).toEqual( [ SETTINGS ] )
			);
			expect( sent() ).toEqual( {
				goals: [
					'growing_audience',
					'generating_revenue',
					'help_better_rank',
				],
			} );
		} );

		it( 'says "Please select at least 1 answer" and sends nothing when every goal is unchecked', async () => {
			await open( query( 'goals' ), ANSWERED );
			await user.click(
				screen.getByRole( 'checkbox', { name: 'Grow my audience' } )
			);
			const revenue = screen.getByRole( 'checkbox', {
				name: 'Earn more revenue',
			} );
			await user.click( revenue );
			// Enter confirms too, when the answers are valid; they are not.
			revenue.focus();
			await user.keyboard( '{Enter}' );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Please select at least 1 answer'
			);
			await user.click(
				screen.getByRole( 'button', { name: 'Confirm Changes' } )
			);
			expect( posts() ).toEqual( [] );
			expect( t.navigations ).toEqual( [] );

			await user.click( revenue );
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
			revenue.focus();
			await user.keyboard( '{Enter}' );
			await waitFor( () =>
				expect( t.navigations ).toEqual( [ SETTINGS ] )
			);
			expect( sent() ).toEqual( { goals: [ 'generating_revenue' ] } );
		} );

		it( 'Cancel goes back to redirect_url without saving', async () => {
			await open( query( 'purpose' ), ANSWERED );
			await user.click(
				screen.getByRole( 'radio', { name: 'Publish news' } )
			);
			await user.click(
				screen.getByRole( 'button', { name: 'Cancel' } )
			);
			expect( t.navigations ).toEqual( [ SETTINGS ] );
			expect( posts() ).toEqual( [] );
			// The change is dropped.
			expect(
				screen.getByRole( 'radio', { name: 'Publish a blog' } )
			).toBeChecked();
		} );

		it.each( [
			'https://evil.example/wp-admin/admin.php?page=googlesitekit-settings',
			'//evil.example/wp-admin/',
			'javascript:alert(1)',
			'http://example.org/not-admin/',
			'http://example.org:8080/wp-admin/',
		] )(
			'refuses redirect_url %s and goes back to Settings instead',
			async ( redirect ) => {
				await open( query( 'purpose', redirect ), ANSWERED );
				await user.click(
					screen.getByRole( 'button', { name: 'Cancel' } )
				);
				expect( t.navigations ).toEqual( [ SETTINGS ] );
			}
		);

		it( 'shows a failed save, keeps the change and stays', async () => {
			await open( query( 'postFrequency' ), ANSWERED );
			t.server.on(
				'POST',
				ROUTE,
				restError(
					'rest_forbidden',
					'Sorry, you are not allowed to do that.',
					{
						status: 403,
					}
				)
			);
			await user.click( screen.getByRole( 'radio', { name: 'Daily' } ) );
			await user.click(
				screen.getByRole( 'button', { name: 'Confirm Changes' } )
			);
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				'Sorry, you are not allowed to do that.'
			);
			expect(
				screen.getByRole( 'radio', { name: 'Daily' } )
			).toBeChecked();
			expect(
				screen.getByRole( 'button', { name: 'Confirm Changes' } )
			).toBeEnabled();
			expect( t.navigations ).toEqual( [] );
		} );

		it( 'turns the options off while saving', async () => {
			await open( query( 'postFrequency' ), ANSWERED );
			await user.click( screen.getByRole( 'radio', { name: 'Daily' } ) );
			const release = holdRequests( ROUTE );
			await user.click(
				screen.getByRole( 'button', { name: 'Confirm Changes' } )
			);
			await screen.findByRole( 'button', { name: 'Saving…' } );
			for ( const radio of screen.getAllByRole( 'radio' ) ) {
				expect( radio ).toBeDisabled();
			}
			expect(
				screen.getByRole( 'button', { name: 'Cancel' } )
			).toBeDisabled();
			release();
			await waitFor( () =>
				expect( t.navigations ).toEqual( [ SETTINGS ] )
			);
		} );
	} );

	it( 'says when the answers cannot be read, and reads them again on Try again', async () => {
		t.server.on( 'GET', ROUTE, restError( 'internal_server_error' ) );
		t.render( <UserInputScreen query={ new URLSearchParams() } /> );
		const retry = await screen.findByRole( 'button', {
			name: 'Try again',
		} );
		t.server.on( 'GET', ROUTE, { body: ANSWERED } );
		await user.click( retry );
		expect(
			await screen.findByRole( 'group', { name: TITLES.purpose } )
		).toBeInTheDocument();
	} );
} );
