/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { createTestRegistry } from '../../registry';
import type { Registry } from '../../types';
import { USER_INPUT_MAX_ANSWERS, userStore } from '..';
import type { UserInputSettings } from '../types';

const saved: UserInputSettings = {
	purpose: {
		values: [ 'publish_blog' ],
		scope: 'site',
		answeredBy: 1,
		author: { login: 'admin', photo: 'http://example.org/admin.png' },
	},
	postFrequency: { values: [ 'weekly' ], scope: 'site' },
	goals: { values: [], scope: 'site' },
};

type SettingsPayload = {
	data: { settings: Record< string, string[] > };
};

describe( 'core/user user input settings', () => {
	let server: FakeServer;
	let registry: Registry;

	beforeEach( async () => {
		setTestBaseData();
		server = fakeServer();
		server.on( 'GET', 'core/user/data/user-input-settings', {
			body: saved,
		} );
		server.on(
			'POST',
			'core/user/data/user-input-settings',
			( request ) => {
				const { settings } = ( request.body as SettingsPayload ).data;
				const answers = { ...saved };
				for ( const [ question, values ] of Object.entries(
					settings
				) ) {
					answers[ question as keyof UserInputSettings ] = {
						values,
						scope: 'site',
					};
				}
				return { body: answers };
			}
		);
		registry = createTestRegistry();
		await registry.resolveSelect( userStore ).getUserInputSettings();
	} );

	afterEach( () => {
		server.restore();
		delete window._googlesitekitBaseData;
	} );

	it( 'allows one purpose, one post frequency and up to three goals', () => {
		expect( USER_INPUT_MAX_ANSWERS ).toEqual( {
			purpose: 1,
			postFrequency: 1,
			goals: 3,
		} );
	} );

	it( 'reads the answers, their authors and whether every question is answered', () => {
		const select = registry.select( userStore );
		expect( select.getUserInputSetting( 'purpose' ) ).toEqual( [
			'publish_blog',
		] );
		expect( select.getUserInputSettingAuthor( 'purpose' ) ).toEqual( {
			login: 'admin',
			photo: 'http://example.org/admin.png',
		} );
		expect( select.getUserInputSettingAuthor( 'goals' ) ).toBeNull();
		expect( select.isUserInputCompleted() ).toBe( false );
	} );

	it( 'asks for an answer on a single-answer question and for at least one on the goals', () => {
		registry.dispatch( userStore ).setUserInputSetting( 'purpose', [] );
		const select = registry.select( userStore );
		expect( select.getUserInputSettingValidationError( 'purpose' ) ).toBe(
			'Please select an answer'
		);
		expect( select.getUserInputSettingValidationError( 'goals' ) ).toBe(
			'Please select at least 1 answer'
		);
		expect(
			select.getUserInputSettingValidationError( 'postFrequency' )
		).toBeNull();
	} );

	it( 'sets answers locally, tells what changed and resets to the saved answers', () => {
		registry
			.dispatch( userStore )
			.setUserInputSetting( 'goals', [ 'growing_audience' ] );
		const select = registry.select( userStore );
		expect( select.getUserInputSetting( 'goals' ) ).toEqual( [
			'growing_audience',
		] );
		expect( select.haveUserInputSettingsChanged() ).toBe( true );
		expect( select.haveUserInputSettingsChanged( [ 'goals' ] ) ).toBe(
			true
		);
		expect( select.haveUserInputSettingsChanged( [ 'purpose' ] ) ).toBe(
			false
		);

		registry.dispatch( userStore ).resetUserInputSettings();
		expect(
			registry.select( userStore ).getUserInputSetting( 'goals' )
		).toEqual( [] );
		expect(
			registry.select( userStore ).haveUserInputSettingsChanged()
		).toBe( false );
	} );

	it( 'sends nothing and answers the validation message when a question has no answer', async () => {
		const { error } = await registry
			.dispatch( userStore )
			.saveUserInputSettings();
		expect( error ).toEqual( {
			code: 'user_input_invalid',
			message: 'Please select at least 1 answer',
			data: { params: { goals: 'Please select at least 1 answer' } },
		} );
		expect(
			registry
				.select( userStore )
				.getErrorForAction( 'saveUserInputSettings' )
		).toEqual( error );
		expect(
			server.requestsTo( 'POST', 'core/user/data/user-input-settings' )
		).toHaveLength( 0 );
	} );

	it( 'saves every answer, cut to each question’s maximum', async () => {
		const dispatch = registry.dispatch( userStore );
		dispatch.setUserInputSetting( 'goals', [
			'growing_audience',
			'generating_revenue',
			'help_better_rank',
			'expanding_business',
		] );
		dispatch.setUserInputSetting( 'purpose', [
			'publish_news',
			'publish_blog',
		] );

		const { response } = await dispatch.saveUserInputSettings();

		expect(
			server.requestsTo(
				'POST',
				'core/user/data/user-input-settings'
			)[ 0 ].body
		).toEqual( {
			data: {
				settings: {
					purpose: [ 'publish_news' ],
					postFrequency: [ 'weekly' ],
					goals: [
						'growing_audience',
						'generating_revenue',
						'help_better_rank',
					],
				},
			},
		} );
		expect( response?.goals.values ).toHaveLength( 3 );
		const select = registry.select( userStore );
		expect( select.isUserInputCompleted() ).toBe( true );
		expect( select.haveUserInputSettingsChanged() ).toBe( false );
		expect( select.isSavingUserInputSettings() ).toBe( false );
	} );

	it( 'saves one question and keeps the unsaved edits of the others', async () => {
		const dispatch = registry.dispatch( userStore );
		dispatch.setUserInputSetting( 'goals', [ 'growing_audience' ] );
		dispatch.setUserInputSetting( 'purpose', [ 'publish_news' ] );

		await dispatch.saveUserInputSettings( [ 'goals' ] );

		expect(
			server.requestsTo(
				'POST',
				'core/user/data/user-input-settings'
			)[ 0 ].body
		).toEqual( {
			data: { settings: { goals: [ 'growing_audience' ] } },
		} );
		const select = registry.select( userStore );
		expect( select.haveUserInputSettingsChanged( [ 'goals' ] ) ).toBe(
			false
		);
		expect( select.getUserInputSetting( 'purpose' ) ).toEqual( [
			'publish_news',
		] );
		expect( select.haveUserInputSettingsChanged( [ 'purpose' ] ) ).toBe(
			true
		);
	} );

	it( 'stores the server’s error and keeps the edits when the save fails', async () => {
		server.on( 'POST', 'core/user/data/user-input-settings', {
			status: 400,
			body: {
				code: 'rest_invalid_param',
				message: 'Invalid answer for goals: nope.',
				data: { status: 400 },
			},
		} );
		registry
			.dispatch( userStore )
			.setUserInputSetting( 'goals', [ 'nope' ] );

		const { error } = await registry
			.dispatch( userStore )
			.saveUserInputSettings();

		expect( error?.message ).toBe( 'Invalid answer for goals: nope.' );
		expect(
			registry.select( userStore ).getUserInputSetting( 'goals' )
		).toEqual( [ 'nope' ] );
	} );
} );
