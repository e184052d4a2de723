import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { buildCatalog } from '../src/data/catalog';
import { DISHES } from '../src/data/content';
import { parseIsoDay } from '../src/data/dates';
import {
	DEFAULT_SEED,
	demoContent,
	HISTORY_DAYS,
	RECENT_DAYS,
	RECENT_POSTS,
} from '../src/data/demo-content';
import { DEFAULT_SEED as EMULATOR_SEED } from '../src/emulator';

const TODAY = '2026-03-10';
const todayDay = parseIsoDay( TODAY ) as number;
const age = ( date: string ) => todayDay - ( parseIsoDay( date ) as number );

describe( 'demoContent', () => {
	const content = demoContent( DEFAULT_SEED, TODAY );
	const posts = content.entries.filter( ( e ) => e.kind === 'post' );

	it( 'uses the emulator’s default seed', () => {
		assert.equal( DEFAULT_SEED, EMULATOR_SEED );
		assert.deepEqual( demoContent( undefined, TODAY ), content );
	} );

	it( 'holds every catalog page once, with its title without the site suffix', () => {
		const pages = buildCatalog( DEFAULT_SEED ).pages;
		assert.equal( content.entries.length, pages.length );
		assert.deepEqual(
			content.entries.map( ( e ) => e.path ),
			pages.map( ( p ) => p.path )
		);
		content.entries.forEach( ( entry, i ) => {
			const expected =
				entry.kind === 'home'
					? `Harvest & Hearth – ${ entry.title }`
					: `${ entry.title } – Harvest & Hearth`;
			assert.equal( expected, pages[ i ].title, entry.path );
		} );
		const byPath = new Map( content.entries.map( ( e ) => [ e.path, e ] ) );
		const bananaBread = content.entries.filter( ( e ) =>
			e.path.endsWith( '-banana-bread/' )
		);
		assert.equal( bananaBread.length, 2 );
		for ( const entry of bananaBread ) {
			assert.match( entry.title, /^[\w' -]+ Banana Bread$/ );
		}
		assert.equal( byPath.get( '/' )?.kind, 'home' );
		assert.equal( byPath.get( '/' )?.title, 'Recipes and Food Travel' );
		assert.equal( content.tagline, 'Recipes and Food Travel' );
		assert.equal( byPath.get( '/about/' )?.kind, 'page' );
		assert.equal( byPath.get( '/recipes/' )?.kind, 'page' );
		assert.equal( byPath.get( '/category/desserts/' )?.kind, 'category' );
		assert.equal(
			byPath.get( '/category/desserts/' )?.title,
			'Desserts Recipes'
		);
	} );

	it( 'files each post under its section, recipes also under their dish category', () => {
		const categoryOf = new Map< string, string >();
		for ( const [ category, dishes ] of Object.entries( DISHES ) ) {
			for ( const dish of dishes ) {
				categoryOf.set( dish, category );
			}
		}
		for ( const post of posts ) {
			const section = post.path.split( '/' )[ 1 ];
			assert.equal( post.categories[ 0 ], section, post.path );
			if ( section === 'recipes' ) {
				const dish = [ ...categoryOf.keys() ]
					.filter( ( d ) => post.title.endsWith( d ) )
					.sort( ( a, b ) => b.length - a.length )[ 0 ];
				assert.deepEqual(
					post.categories,
					[ 'recipes', categoryOf.get( dish ) ],
					post.path
				);
			} else {
				assert.deepEqual( post.categories, [ section ] );
			}
		}
		const byPath = new Map( posts.map( ( e ) => [ e.path, e ] ) );
		const lasagna = [ ...byPath.keys() ].filter( ( p ) =>
			p.endsWith( '-vegetable-lasagna/' )
		);
		assert.equal( lasagna.length, 2 );
		for ( const path of lasagna ) {
			assert.deepEqual( byPath.get( path )?.categories, [
				'recipes',
				'vegetarian',
			] );
		}
	} );

	it( 'lists the categories with their parents, and every category an entry uses', () => {
		const slugs = new Map(
			content.categories.map( ( c ) => [ c.slug, c ] )
		);
		assert.equal( slugs.get( 'breakfast' )?.parent, 'recipes' );
		assert.equal( slugs.get( 'breakfast' )?.name, 'Breakfast Recipes' );
		assert.equal( slugs.get( 'recipes' )?.parent, null );
		assert.equal( slugs.get( 'travel' )?.parent, null );
		content.categories.forEach( ( category, i ) => {
			if ( category.parent ) {
				const parentIndex = content.categories.findIndex(
					( c ) => c.slug === category.parent
				);
				assert.ok( parentIndex >= 0 && parentIndex < i, category.slug );
			}
		} );
		for ( const entry of content.entries ) {
			for ( const slug of entry.categories ) {
				assert.ok( slugs.has( slug ), `${ entry.path }: ${ slug }` );
			}
		}
		assert.deepEqual(
			content.entries.find( ( e ) => e.path === '/category/soups/' )
				?.categories,
			[ 'recipes', 'soups' ]
		);
	} );

	it( 'gives posts and pages one of 4–5 demo authors, spread over all of them', () => {
		assert.ok( content.authors.length >= 4 && content.authors.length <= 5 );
		const logins = new Set( content.authors.map( ( a ) => a.login ) );
		for ( const existing of [
			'admin',
			'editor',
			'author',
			'subscriber',
		] ) {
			assert.ok( ! logins.has( existing ), existing );
		}
		const counts = new Map< string, number >();
		for ( const entry of content.entries ) {
			if ( entry.kind === 'post' || entry.kind === 'page' ) {
				assert.ok( entry.author, entry.path );
				const author = content.authors.find(
					( a ) => a.login === entry.author?.login
				);
				assert.equal( author?.displayName, entry.author.displayName );
				counts.set(
					entry.author.login,
					( counts.get( entry.author.login ) ?? 0 ) + 1
				);
			} else {
				assert.equal( entry.author, undefined, entry.path );
			}
		}
		assert.equal( counts.size, content.authors.length );
		for ( const count of counts.values() ) {
			assert.ok( count > posts.length / content.authors.length / 2 );
		}
	} );

	it( 'publishes a few posts in the last days and spreads the rest over the past 600 days', () => {
		const ages = posts.map( ( p ) => age( p.date ) );
		assert.equal(
			ages.filter( ( a ) => a < RECENT_DAYS ).length,
			RECENT_POSTS
		);
		assert.ok( ages.every( ( a ) => a >= 0 && a < HISTORY_DAYS ) );
		assert.ok( ages.filter( ( a ) => a > 300 ).length > posts.length / 3 );
		assert.ok( ages.filter( ( a ) => a < 30 ).length < posts.length / 8 );
		// Pages are older than every post; the home page and archives are as new as their newest post.
		for ( const page of content.entries.filter(
			( e ) => e.kind === 'page'
		) ) {
			assert.ok( age( page.date ) >= HISTORY_DAYS, page.path );
		}
		assert.equal(
			content.entries[ 0 ].date,
			posts
				.map( ( p ) => p.date )
				.sort()
				.at( -1 )
		);
		const desserts = posts.filter( ( p ) =>
			p.categories.includes( 'desserts' )
		);
		assert.equal(
			content.entries.find( ( e ) => e.path === '/category/desserts/' )
				?.date,
			desserts
				.map( ( p ) => p.date )
				.sort()
				.at( -1 )
		);
	} );

	it( 'is a function of the path and seed: same input, same content; dates follow today', () => {
		assert.deepEqual( demoContent( DEFAULT_SEED, TODAY ), content );
		const later = demoContent( DEFAULT_SEED, '2026-03-17' );
		later.entries.forEach( ( entry, i ) => {
			assert.equal(
				entry.author?.login,
				content.entries[ i ].author?.login
			);
			assert.equal(
				( parseIsoDay( entry.date ) as number ) -
					( parseIsoDay( content.entries[ i ].date ) as number ),
				7,
				entry.path
			);
		} );
		// Another seed names the recipes differently and draws other authors and dates for the paths both share.
		const other = demoContent( 7, TODAY );
		const otherByPath = new Map(
			other.entries.map( ( e ) => [ e.path, e ] )
		);
		const shared = posts.filter( ( post ) => otherByPath.has( post.path ) );
		assert.ok( shared.length >= 50 );
		let sameAuthor = 0;
		let sameDate = 0;
		for ( const post of shared ) {
			const twin = otherByPath.get( post.path );
			assert.equal( twin?.title, post.title );
			sameAuthor += twin?.author?.login === post.author?.login ? 1 : 0;
			sameDate += twin?.date === post.date ? 1 : 0;
		}
		assert.ok( sameAuthor < shared.length / 2 );
		assert.ok( sameDate < shared.length / 10 );
	} );

	it( 'accepts a Date for today and rejects a malformed one', () => {
		assert.deepEqual(
			demoContent( DEFAULT_SEED, new Date( `${ TODAY }T18:30:00Z` ) ),
			content
		);
		assert.throws( () => demoContent( DEFAULT_SEED, '2026-02-30' ) );
	} );
} );
