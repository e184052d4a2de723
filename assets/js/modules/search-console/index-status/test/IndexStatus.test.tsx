/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import IndexStatus from '../IndexStatus';
import { checkedText } from '../format';
import type { UrlInspection } from '../types';
import Root from '../../../../components/Root';
import {
	setUpWidgetTest,
	tearDownWidgetTest,
	type BatchAnswer,
	type BatchItem,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const NOW = Date.parse( '2026-11-24T12:00:00Z' );

const INDEXED: UrlInspection = {
	url: 'http://example.org/recipes/carrot-cake/',
	indexed: true,
	verdict: 'PASS',
	coverageState: 'Submitted and indexed',
	coverageKey: 'submitted_indexed',
	lastCrawlTime: '2026-11-21T08:30:00Z',
	googleCanonical: 'http://example.org/recipes/carrot-cake/',
	userCanonical: 'http://example.org/recipes/carrot-cake/',
	canonicalMismatch: false,
	inspectionLink:
		'https://search.google.com/search-console/inspect?resource_id=x&id=y',
	checkedAt: NOW / 1000 - 3 * 3600,
};

const QUOTA: BatchAnswer = {
	error: {
		code: 'url_inspection_quota_exceeded',
		message:
			'Search Console’s daily URL inspection quota for this property is used up. Try again after Nov 25, 2026, 8:00 AM.',
		data: { status: 429 },
	},
};

/**
 * A responder for reads of a page nobody checked today: the cache-only read made on mount finds nothing (null), the
 * check itself gets the answer.
 *
 * @param answer The check's answer.
 */
function uncached( answer: () => BatchAnswer ) {
	return ( item: BatchItem ): BatchAnswer =>
		item.params?.cachedOnly ? { value: null } : answer();
}

/**
 * Renders the block for a post, with the site's zone UTC.
 *
 * @param test The test setup.
 */
function renderStatus( test: WidgetTest ) {
	window._googlesitekitBaseData = {
		...window._googlesitekitBaseData!,
		locale: 'en_US',
		siteClock: { now: NOW, timezone: 'UTC', offset: 0 },
	};
	return render(
		<Root registry={ test.registry }>
			<IndexStatus target={ { postID: 12 } } />
		</Root>
	);
}

describe( 'IndexStatus', () => {
	let test: WidgetTest;

	beforeEach( () => {
		jest.spyOn( Date, 'now' ).mockReturnValue( NOW );
	} );

	afterEach( () => {
		tearDownWidgetTest( test );
		jest.restoreAllMocks();
	} );

	it( 'asks Search Console only when the button is pressed (keyboard), then shows the status in words', async () => {
		test = setUpWidgetTest( uncached( () => ( { value: INDEXED } ) ) );
		renderStatus( test );
		expect(
			screen.getByText( 'Looking for an earlier check…' )
		).toBeVisible();
		const button = await screen.findByRole( 'button', {
			name: 'Check index status',
		} );
		// Only the cache-only read, which never asks Google: nothing was checked today.
		expect(
			test
				.itemsFor( 'modules/search-console/data/url-inspection' )
				.map( ( item ) => item.params )
		).toEqual( [ { postID: 12, cachedOnly: true } ] );

		await userEvent.tab();
		expect( button ).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );

		expect(
			await screen.findByText( 'Indexed: the page can appear on Google' )
		).toBeVisible();
		const items = test.itemsFor(
			'modules/search-console/data/url-inspection'
		);
		expect( items ).toHaveLength( 2 );
		expect( items[ 1 ].params ).toEqual( { postID: 12 } );
		expect(
			screen.getByText( 'On Google. The page is listed in your sitemap.' )
		).toBeVisible();
		expect( screen.getByText( 'Nov 21, 2026, 8:30 AM' ) ).toHaveAttribute(
			'datetime',
			'2026-11-21T08:30:00Z'
		);
		expect( screen.getByText( 'Checked 3 hours ago' ) ).toBeVisible();
		const link = screen.getByRole( 'link', {
			name: /Inspect in Search Console/,
		} );
		expect( link ).toHaveAttribute( 'href', INDEXED.inspectionLink );
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link.getAttribute( 'rel' ) ).toContain( 'noopener' );
		// Focus follows the answer instead of falling back to the page's start.
		expect(
			button.ownerDocument.querySelector(
				'.googlesitekit-index-status__body'
			)
		).toHaveFocus();
		// Kept by the server for a day, never in the browser's session cache.
		expect(
			Object.keys( window.sessionStorage ).filter( ( key ) =>
				key.includes( 'url-inspection' )
			)
		).toEqual( [] );
	} );

	it( 'shows a check made earlier today (on this screen or another) without a click, and says when it was made', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.params.cachedOnly
				? { value: INDEXED }
				: { error: { code: 'unexpected', message: '', data: {} } }
		);
		renderStatus( test );
		expect(
			await screen.findByText( 'Indexed: the page can appear on Google' )
		).toBeVisible();
		expect( screen.getByText( 'Checked 3 hours ago' ) ).toBeVisible();
		expect(
			screen.getByText( 'On Google. The page is listed in your sitemap.' )
		).toBeVisible();
		expect(
			screen.queryByRole( 'button', { name: 'Check index status' } )
		).toBeNull();
		// Google was not asked: the one read is cache-only.
		expect(
			test
				.itemsFor( 'modules/search-console/data/url-inspection' )
				.map( ( item ) => item.params )
		).toEqual( [ { postID: 12, cachedOnly: true } ] );
	} );

	it( 'shows the last good copy a cache-only read finds while the quota is used up, marked as such', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.params.cachedOnly
				? {
						value: {
							...INDEXED,
							checkedAt: NOW / 1000 - 2 * 86400,
						},
						stale: {
							since: NOW / 1000 - 2 * 86400,
							code: 'url_inspection_quota_exceeded',
							message: QUOTA.error.message,
						},
				  }
				: QUOTA
		);
		const { container } = renderStatus( test );
		await screen.findByText( 'Indexed: the page can appear on Google' );
		expect(
			container.querySelector( '.googlesitekit-index-status__stale' )
		).toHaveTextContent( 'This is the last check, from Nov 22, 2026' );
		expect( screen.getByText( 'Checked 2 days ago' ) ).toBeVisible();
	} );

	it( 'offers the button when the cache-only read fails', async () => {
		test = setUpWidgetTest( ( item ) =>
			item.params.cachedOnly
				? {
						error: {
							code: 'internal_server_error',
							message: 'Oops',
							data: { status: 500 },
						},
				  }
				: { value: INDEXED }
		);
		renderStatus( test );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Check index status' } )
		);
		expect(
			await screen.findByText( 'Indexed: the page can appear on Google' )
		).toBeVisible();
		expect( screen.queryByText( /Oops/ ) ).toBeNull();
	} );

	it( 'says a page is not indexed with words and an icon, not colour alone, and names a different canonical', async () => {
		test = setUpWidgetTest(
			uncached( () => ( {
				value: {
					...INDEXED,
					indexed: false,
					verdict: 'NEUTRAL',
					coverageState:
						'Duplicate, Google chose different canonical than user',
					coverageKey: 'duplicate_google_canonical',
					googleCanonical: 'http://example.org/recipes/other-cake/',
					canonicalMismatch: true,
				},
			} ) )
		);
		const { container } = renderStatus( test );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Check index status' } )
		);
		const verdict = await screen.findByText(
			'Not indexed: the page cannot appear on Google'
		);
		expect(
			container.querySelector(
				'.googlesitekit-index-status__verdict--not-indexed svg'
			)
		).toHaveAttribute( 'aria-hidden', 'true' );
		expect( verdict ).toBeVisible();
		expect(
			screen.getByText(
				'This differs from the canonical the page declares: http://example.org/recipes/carrot-cake/'
			)
		).toBeVisible();
		expect(
			screen.getByText( 'http://example.org/recipes/other-cake/' )
		).toBeVisible();
	} );

	it( 'says Google has not crawled a page yet, and shows Google’s own words for a state it has no plain words for', async () => {
		test = setUpWidgetTest(
			uncached( () => ( {
				value: {
					...INDEXED,
					indexed: false,
					coverageState: 'Some new state',
					coverageKey: 'other',
					lastCrawlTime: null,
					googleCanonical: null,
				},
			} ) )
		);
		renderStatus( test );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Check index status' } )
		);
		expect( await screen.findByText( 'Some new state' ) ).toBeVisible();
		expect(
			screen.getByText( 'Google has not crawled the page yet.' )
		).toBeVisible();
		expect( screen.getByText( 'None yet' ) ).toBeVisible();
	} );

	it( 'shows the server’s quota message, which says when to try again, and no retry button', async () => {
		test = setUpWidgetTest( uncached( () => QUOTA ) );
		renderStatus( test );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Check index status' } )
		);
		const message = await screen.findByText( /daily URL inspection quota/ );
		expect( message ).toHaveTextContent(
			'Try again after Nov 25, 2026, 8:00 AM.'
		);
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'offers to try again after another error, and asks again when pressed', async () => {
		test = setUpWidgetTest(
			uncached( () => ( {
				error: {
					code: 'internal_server_error',
					message: 'Backend Error',
					data: { status: 500 },
				},
			} ) )
		);
		renderStatus( test );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Check index status' } )
		);
		const retry = await screen.findByRole( 'button', {
			name: 'Try again',
		} );
		test.answerWith( uncached( () => ( { value: INDEXED } ) ) );
		await userEvent.click( retry );
		expect(
			await screen.findByText( 'Indexed: the page can appear on Google' )
		).toBeVisible();
	} );

	it( 'marks the last good copy while the quota is used up', async () => {
		test = setUpWidgetTest(
			uncached( () => ( {
				value: { ...INDEXED, checkedAt: NOW / 1000 - 2 * 86400 },
				stale: {
					since: NOW / 1000 - 2 * 86400,
					code: 'url_inspection_quota_exceeded',
					message: QUOTA.error.message,
				},
			} ) )
		);
		const { container } = renderStatus( test );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Check index status' } )
		);
		await screen.findByText( 'Indexed: the page can appear on Google' );
		const stale = container.querySelector(
			'.googlesitekit-index-status__stale'
		) as HTMLElement;
		expect( stale ).toHaveTextContent(
			'This is the last check, from Nov 22, 2026, 12:00 PM. Search Console’s daily URL inspection quota'
		);
		expect(
			within( container ).getByText( 'Checked 2 days ago' )
		).toBeVisible();
	} );
} );

describe( 'checkedText', () => {
	it( 'words how long ago the check was', () => {
		const now = Date.parse( '2026-11-24T12:00:00Z' );
		expect( checkedText( now / 1000 - 20, now ) ).toBe(
			'Checked just now'
		);
		expect( checkedText( now / 1000 - 5 * 60, now ) ).toBe(
			'Checked 5 minutes ago'
		);
		expect( checkedText( now / 1000 - 86400, now ) ).toBe(
			'Checked yesterday'
		);
	} );
} );
