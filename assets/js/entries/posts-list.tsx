/**
 * The posts list's "Site Kit" column (includes/Core/Admin/Posts_List_Column.php): once the list is shown, one
 * post-stats request for every visible row fills the server's placeholders, a line per module's figure
 * (`modules/post-figures.ts`). A row Quick Edit renders again is filled
 * from that answer when its address did not change, else from a request for that row alone. A hidden column (Screen
 * Options) asks for nothing until it is shown.
 */

/**
 * External dependencies
 */
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { createRoot, flushSync } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { getBaseData } from '../api/base-data';
import { siteKitFetch } from '../api/fetch';
import { errorMessage, toAPIError } from '../api/errors';
import PostStatsCell from '../components/PostsList/PostStatsCell';
import type { PostStats } from '../components/PostsList/types';
import { POST_FIGURE_LINES } from '../modules/post-figures';

const COLUMN =
	(
		getBaseData() as unknown as {
			postsColumn?: { column?: string };
		}
	 ).postsColumn?.column || 'googlesitekit_stats';
const PATH = '/google-site-kit/v1/core/site/data/post-stats';
/** The most posts one request may ask for (Post_Stats_Controller::MAX_POSTS). */
const MAX_POSTS = 100;
const PENDING = '.googlesitekit-post-stats[data-post-id][aria-busy="true"]';

/** Each post's figures from the last answer that had it, with that answer. */
const known = new Map< number, { stats: PostStats; path: string } >();
const roots = new WeakMap< HTMLElement, ReturnType< typeof createRoot > >();
const requested = new WeakSet< HTMLElement >();

/**
 * Renders a cell's figures (or error) in place of its placeholder.
 *
 * @param cell    The cell's element.
 * @param content What to render.
 */
function fill( cell: HTMLElement, content: ReactElement ) {
	let root = roots.get( cell );
	if ( ! root ) {
		cell.replaceChildren();
		root = createRoot( cell );
		roots.set( cell, root );
	}
	const current = root;
	// Rendered now, so the cell is no longer busy once this returns.
	flushSync( () => current.render( content ) );
	cell.setAttribute( 'aria-busy', 'false' );
}

const postID = ( cell: HTMLElement ) => Number( cell.dataset.postId );

/**
 * Asks for the figures of these cells' posts (one request per 100 posts) and fills them.
 *
 * @param cells Cells still showing their placeholder.
 */
async function load( cells: HTMLElement[] ) {
	const ids = [ ...new Set( cells.map( postID ) ) ].filter(
		( id ) => id > 0
	);
	for ( let start = 0; start < ids.length; start += MAX_POSTS ) {
		const chunk = ids.slice( start, start + MAX_POSTS );
		const chunkCells = cells.filter( ( cell ) =>
			chunk.includes( postID( cell ) )
		);
		try {
			const stats = await siteKitFetch< PostStats >( {
				method: 'GET',
				path: addQueryArgs( PATH, { ids: chunk } ),
			} );
			for ( const cell of chunkCells ) {
				const post = stats.posts[ String( postID( cell ) ) ];
				if ( post ) {
					known.set( postID( cell ), { stats, path: post.path } );
				}
				fill(
					cell,
					<PostStatsCell
						figures={ POST_FIGURE_LINES }
						stats={ stats }
						post={ post }
					/>
				);
			}
		} catch ( error ) {
			const message = errorMessage( toAPIError( error ) );
			for ( const cell of chunkCells ) {
				fill(
					cell,
					<PostStatsCell
						figures={ POST_FIGURE_LINES }
						requestError={ message }
					/>
				);
			}
		}
	}
}

/**
 * Whether the column is hidden through Screen Options.
 */
function columnHidden(): boolean {
	const header = document.getElementById( COLUMN );
	return !! header && header.classList.contains( 'hidden' );
}

/**
 * Fills the placeholders not asked for yet: from what is known when the post's address is the same, the rest from
 * one request.
 */
function fillPending() {
	if ( columnHidden() ) {
		return;
	}
	const missing: HTMLElement[] = [];
	document.querySelectorAll< HTMLElement >( PENDING ).forEach( ( cell ) => {
		if ( requested.has( cell ) ) {
			return;
		}
		requested.add( cell );
		const entry = known.get( postID( cell ) );
		if ( entry && entry.path === cell.dataset.path ) {
			fill(
				cell,
				<PostStatsCell
					figures={ POST_FIGURE_LINES }
					stats={ entry.stats }
					post={ entry.stats.posts[ String( postID( cell ) ) ] }
				/>
			);
			return;
		}
		missing.push( cell );
	} );
	if ( missing.length ) {
		load( missing );
	}
}

fillPending();

// Screen Options: the column shown again asks for its figures then.
document
	.getElementById( `${ COLUMN }-hide` )
	?.addEventListener( 'change', ( event ) => {
		if ( ( event.target as HTMLInputElement ).checked ) {
			// WordPress removes the column's "hidden" class in its own handler of the same event.
			window.setTimeout( fillPending, 0 );
		}
	} );

// Quick Edit puts a new row (with a new placeholder) in place of the edited one.
const list = document.getElementById( 'the-list' );
if ( list && 'MutationObserver' in window ) {
	let scheduled = false;
	new window.MutationObserver( () => {
		if ( scheduled ) {
			return;
		}
		scheduled = true;
		window.setTimeout( () => {
			scheduled = false;
			fillPending();
		}, 0 );
	} ).observe( list, { childList: true } );
}
