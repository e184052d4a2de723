/**
 * The personalisation (user input) page in Chromium, against the test site
 * signed in with Google through the emulator: the whole flow answered by
 * keyboard and mouse and saved, then one answer edited from Settings → Admin
 * Settings → Key metrics and saved back there, Cancel and an off-site
 * redirect_url, and the page on a phone screen.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';

import type { Page, Browser } from 'playwright-core';

import { screenshot, type Watched } from './utils/browser';
import { emulatorControl } from './utils/emulator';
import { saveDemoClient, signInWithGoogle } from './utils/google';
import { rest } from './utils/rest';
import { assertClean, startAdminSession } from './utils/session';
import { pageURL, wpEval } from './utils/site';

const SETTINGS = pageURL( 'settings' );
const USER_INPUT = pageURL( 'user-input' );
const ROUTE = 'core/user/data/user-input-settings';

const TITLES = {
	purpose: 'What is the main purpose of this site?',
	postFrequency: 'How often do you create new content for this site?',
	goals: 'What are your top goals for this site?',
};

interface Answers {
	[ question: string ]: {
		values: string[];
		author?: { login: string; photo: string };
	};
}

let browser: Browser;
let watched: Watched;

/**
 * The saved answers, as the REST API returns them.
 *
 * @param page A page with Site Kit's boot data.
 */
async function savedAnswers( page: Page ): Promise< Answers > {
	const answer = await rest( page, 'GET', ROUTE );
	assert.equal( answer.status, 200 );
	return answer.body as unknown as Answers;
}

/**
 * Opens the user-input page afresh and waits for its first question.
 *
 * @param page  Page.
 * @param query Query arguments after `page`.
 */
async function openUserInput( page: Page, query = '' ): Promise< void > {
	const response = await page.goto(
		query ? `${ USER_INPUT }&${ query }` : USER_INPUT
	);
	assert.equal( response?.status(), 200 );
	await page.locator( '.googlesitekit-user-input__question' ).waitFor();
}

/**
 * The text of the "Question n of 3" line.
 *
 * @param page Page.
 */
function stepText( page: Page ): Promise< string > {
	return page.locator( '.googlesitekit-user-input__step' ).innerText();
}

/**
 * Sideways scroll of the page, in pixels (0 when it fits).
 *
 * @param page Page.
 */
function sidewaysScroll( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

before( async () => {
	( { browser, watched } = await startAdminSession() );
	saveDemoClient();
	await signInWithGoogle( watched.page );
} );

after( async () => {
	await watched?.context.close();
	await browser?.close();
	await emulatorControl( 'POST', '/reset', {} );
} );

describe( 'the personalisation page', () => {
	beforeEach( () => {
		watched.errors.length = 0;
		watched.external.length = 0;
	} );

	it( 'is answered by keyboard and mouse, reviewed, edited and saved', async () => {
		const { page } = watched;
		wpEval( "delete_option( 'googlesitekit_user_input_settings' );" );
		await openUserInput( page );
		assert.equal( await stepText( page ), 'Question 1 of 3' );
		const purpose = page.getByRole( 'group', { name: TITLES.purpose } );
		assert.equal( await purpose.getByRole( 'radio' ).count(), 6 );
		assert.match( await purpose.innerText(), /Select only 1 answer/ );

		// Question 1 by keyboard: Enter with nothing chosen says why it stays.
		const first = page.getByRole( 'radio', {
			name: 'Sell products or services',
		} );
		await first.focus();
		await page.keyboard.press( 'Enter' );
		assert.equal(
			await page.getByRole( 'alert' ).innerText(),
			'Please select an answer'
		);
		assert.equal( await stepText( page ), 'Question 1 of 3' );
		await page.keyboard.press( 'Space' );
		await page.keyboard.press( 'ArrowDown' );
		await page.keyboard.press( 'ArrowDown' );
		assert.equal(
			await page
				.getByRole( 'radio', { name: 'Publish a blog' } )
				.isChecked(),
			true
		);
		assert.equal( await page.getByRole( 'alert' ).count(), 0 );
		await screenshot( page, 'user-input-question' );
		await page.keyboard.press( 'Enter' );

		// Question 2 by mouse; focus went to its heading.
		await page
			.getByRole( 'group', { name: TITLES.postFrequency } )
			.waitFor();
		assert.equal( await stepText( page ), 'Question 2 of 3' );
		assert.equal(
			await page
				.getByRole( 'heading', { name: TITLES.postFrequency } )
				.evaluate(
					( heading ) =>
						heading === heading.ownerDocument.activeElement
				),
			true
		);
		await page.getByRole( 'radio', { name: 'Weekly' } ).click();
		await page.getByRole( 'button', { name: 'Next' } ).click();

		// Question 3: checkboxes, the others off once three are chosen.
		const goals = page.getByRole( 'group', { name: TITLES.goals } );
		await goals.waitFor();
		assert.match( await goals.innerText(), /Select up to 3 answers/ );
		await page.getByRole( 'button', { name: 'Next' } ).click();
		assert.equal(
			await page.getByRole( 'alert' ).innerText(),
			'Please select at least 1 answer'
		);
		for ( const name of [
			'Grow my audience',
			'Earn more revenue',
			'Find new topics my audience cares about',
		] ) {
			await page.getByRole( 'checkbox', { name } ).click();
		}
		const boxes = goals.getByRole( 'checkbox' );
		assert.equal( await boxes.count(), 10 );
		const disabled = await boxes.evaluateAll(
			( inputs ) =>
				inputs.filter(
					( input ) => ( input as HTMLInputElement ).disabled
				).length
		);
		assert.equal( disabled, 7 );
		await screenshot( page, 'user-input-goals' );
		// Swap one by keyboard.
		await page
			.getByRole( 'checkbox', {
				name: 'Find new topics my audience cares about',
			} )
			.focus();
		await page.keyboard.press( 'Space' );
		const rank = page.getByRole( 'checkbox', {
			name: 'Rank higher in Google Search results',
		} );
		await rank.focus();
		await page.keyboard.press( 'Space' );
		assert.equal( await rank.isChecked(), true );
		await page.keyboard.press( 'Enter' );

		// The review.
		const preview = page.getByRole( 'region', {
			name: 'Review your answers',
		} );
		await preview.waitFor();
		const text = await preview.innerText();
		for ( const label of [
			'Publish a blog',
			'Weekly',
			'Grow my audience',
			'Earn more revenue',
			'Rank higher in Google Search results',
			'You can always edit your answers later from Settings',
		] ) {
			assert.ok( text.includes( label ), `the review shows ${ label }` );
		}
		assert.ok( ! text.includes( 'Find new topics' ) );
		await screenshot( page, 'user-input-preview' );

		// Edit goes back to that question; Next twice returns to the review.
		await preview
			.getByRole( 'button', {
				name: `Edit your answer to: ${ TITLES.purpose }`,
			} )
			.click();
		assert.equal( await stepText( page ), 'Question 1 of 3' );
		await page.getByRole( 'radio', { name: 'Publish news' } ).click();
		for ( let i = 0; i < 3; i++ ) {
			await page.getByRole( 'button', { name: 'Next' } ).click();
		}
		await preview.waitFor();
		assert.ok( ( await preview.innerText() ).includes( 'Publish news' ) );

		// Nothing is saved before Save.
		assert.deepEqual( ( await savedAnswers( page ) ).goals.values, [] );
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'page' ) === 'googlesitekit-dashboard'
			),
			page.getByRole( 'button', { name: 'Save' } ).click(),
		] );
		const saved = await savedAnswers( page );
		assert.deepEqual( saved.purpose.values, [ 'publish_news' ] );
		assert.deepEqual( saved.postFrequency.values, [ 'weekly' ] );
		assert.deepEqual( saved.goals.values, [
			'growing_audience',
			'generating_revenue',
			'help_better_rank',
		] );
		assert.equal( saved.goals.author?.login, 'admin' );
		assert.deepEqual( watched.external, [] );
	} );

	it( 'shows who answered, and edits the goals alone from Settings, back on Admin Settings', async () => {
		const { page } = watched;
		const response = await page.goto( `${ SETTINGS }#/admin-settings` );
		assert.equal( response?.status(), 200 );
		const card = page.getByRole( 'region', { name: 'Key metrics' } );
		await card
			.getByText( 'Rank higher in Google Search results' )
			.waitFor();
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'page' ) ===
					'googlesitekit-user-input'
			),
			card
				.getByRole( 'link', {
					name: `Edit your answer to: ${ TITLES.goals }`,
				} )
				.click(),
		] );
		const goals = page.getByRole( 'group', { name: TITLES.goals } );
		await goals.waitFor();
		assert.ok(
			( await page.locator( 'main' ).innerText() ).includes(
				'Edit your answers for more personalized metrics:'
			)
		);
		// Only the question being edited: counted inside the app, since WordPress's own markup (the admin bar) has groups too.
		assert.equal(
			await page.locator( 'main' ).getByRole( 'group' ).count(),
			1
		);
		assert.equal(
			await page.locator( '.googlesitekit-user-input__step' ).count(),
			0
		);
		const author = page.locator( '.googlesitekit-user-input__author' );
		assert.match(
			await author.innerText(),
			/This question has been answered by:\s*admin/
		);
		assert.match(
			( await author.locator( 'img' ).getAttribute( 'src' ) ) || '',
			/\/lh3\.googleusercontent\.com\/a\//
		);
		const confirm = page.getByRole( 'button', { name: 'Confirm Changes' } );
		assert.equal( await confirm.isDisabled(), true );
		await screenshot( page, 'user-input-single' );

		await page
			.getByRole( 'checkbox', { name: 'Earn more revenue' } )
			.click();
		await page
			.getByRole( 'checkbox', {
				name: 'Be encouraged to post more often',
			} )
			.click();
		assert.equal( await confirm.isEnabled(), true );
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'page' ) === 'googlesitekit-settings'
			),
			confirm.click(),
		] );
		assert.equal( page.url(), `${ SETTINGS }#/admin-settings` );
		const settingsCard = page.getByRole( 'region', {
			name: 'Key metrics',
		} );
		await settingsCard
			.getByText( 'Be encouraged to post more often', { exact: true } )
			.waitFor();
		assert.equal(
			await settingsCard
				.getByText( 'Earn more revenue', { exact: true } )
				.count(),
			0
		);
		const saved = await savedAnswers( page );
		assert.deepEqual( saved.goals.values, [
			'growing_audience',
			'help_better_rank',
			'encourage_to_post',
		] );
		// The other answers are untouched.
		assert.deepEqual( saved.purpose.values, [ 'publish_news' ] );
		assertClean( watched );
	} );

	it( 'Cancel goes back without saving, and an off-site redirect_url sends to Settings instead', async () => {
		const { page } = watched;
		await openUserInput(
			page,
			`question=postFrequency&single=settings&redirect_url=${ encodeURIComponent(
				'https://evil.example/wp-admin/'
			) }`
		);
		await page.getByRole( 'radio', { name: 'Daily' } ).click();
		await Promise.all( [
			page.waitForURL(
				( url ) =>
					url.searchParams.get( 'page' ) === 'googlesitekit-settings'
			),
			page.getByRole( 'button', { name: 'Cancel' } ).click(),
		] );
		assert.equal( page.url(), `${ SETTINGS }#/admin-settings` );
		assert.deepEqual( ( await savedAnswers( page ) ).postFrequency.values, [
			'weekly',
		] );
		assertClean( watched );
	} );

	it( 'fits a phone screen: a question, the review and single mode', async () => {
		const { page } = watched;
		await page.setViewportSize( { width: 390, height: 844 } );
		try {
			await openUserInput( page, 'question=goals' );
			assert.equal( await sidewaysScroll( page ), 0 );
			await screenshot( page, 'user-input-goals-phone' );

			await page.getByRole( 'button', { name: 'Next' } ).click();
			await page
				.getByRole( 'region', { name: 'Review your answers' } )
				.waitFor();
			assert.equal( await sidewaysScroll( page ), 0 );
			// The review opens in view, not under the sticky header.
			const header = await page
				.locator( '.googlesitekit-header' )
				.boundingBox();
			const heading = await page
				.getByRole( 'heading', { name: 'Review your answers' } )
				.boundingBox();
			assert.ok( header && heading );
			assert.ok(
				heading.y >= header.y + header.height,
				`heading at ${ heading.y }, header ends at ${
					header.y + header.height
				}`
			);
			await screenshot( page, 'user-input-preview-phone' );

			await openUserInput(
				page,
				`question=purpose&single=settings&redirect_url=${ encodeURIComponent(
					`${ SETTINGS }#/admin-settings`
				) }`
			);
			assert.equal( await sidewaysScroll( page ), 0 );
			await screenshot( page, 'user-input-single-phone' );
		} finally {
			await page.setViewportSize( { width: 1280, height: 900 } );
		}
		assertClean( watched );
	} );
} );
