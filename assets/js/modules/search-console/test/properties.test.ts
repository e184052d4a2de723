/**
 * Internal dependencies
 */
import {
	classifyPageURL,
	domainOf,
	isDomainProperty,
	isReadable,
	pageLabel,
} from '../properties';

const SITE = 'https://example.org';

describe( 'classifyPageURL', () => {
	it( 'counts a page of the site’s host as the site’s, with either protocol', () => {
		expect(
			classifyPageURL( 'https://example.org/recipes/?p=2', SITE )
		).toEqual( {
			isSitePage: true,
			host: 'example.org',
			path: '/recipes/?p=2',
		} );
		expect(
			classifyPageURL( 'http://example.org/recipes/', SITE ).isSitePage
		).toBe( true );
		expect(
			classifyPageURL( 'https://EXAMPLE.org/', `${ SITE }/` ).isSitePage
		).toBe( true );
	} );

	it( 'names another host of a domain property and does not count it as the site’s', () => {
		expect(
			classifyPageURL( 'https://shop.example.org/cart/', SITE )
		).toEqual( {
			isSitePage: false,
			host: 'shop.example.org',
			path: '/cart/',
		} );
		expect(
			classifyPageURL( 'https://www.example.org/', SITE ).isSitePage
		).toBe( false );
		expect(
			classifyPageURL( 'https://example.org:8443/', SITE )
		).toMatchObject( { isSitePage: false, host: 'example.org:8443' } );
	} );

	it( 'keeps a site in a subfolder to its own pages', () => {
		const blog = 'https://example.org/blog';
		expect(
			classifyPageURL( 'https://example.org/blog/', blog ).isSitePage
		).toBe( true );
		expect(
			classifyPageURL( 'https://example.org/blog/a-post/', blog )
				.isSitePage
		).toBe( true );
		expect(
			classifyPageURL( 'https://example.org/blogroll/', blog ).isSitePage
		).toBe( false );
		expect(
			classifyPageURL( 'https://example.org/', blog ).isSitePage
		).toBe( false );
	} );

	it( 'does not count what is not an http(s) URL', () => {
		expect( classifyPageURL( '/relative/', SITE ) ).toEqual( {
			isSitePage: false,
			host: '',
			path: '/relative/',
		} );
		expect(
			classifyPageURL( 'ftp://example.org/file', SITE ).isSitePage
		).toBe( false );
	} );

	it( 'labels a page by its path, another host’s page by host and path', () => {
		expect( pageLabel( 'http://example.org/about/', SITE ) ).toBe(
			'/about/'
		);
		expect( pageLabel( 'https://shop.example.org/about/', SITE ) ).toBe(
			'shop.example.org/about/'
		);
	} );
} );

describe( 'properties', () => {
	it( 'tells domain properties apart and names their domain', () => {
		expect( isDomainProperty( 'sc-domain:example.org' ) ).toBe( true );
		expect( isDomainProperty( 'https://example.org/' ) ).toBe( false );
		expect( domainOf( 'sc-domain:blog.example.org' ) ).toBe(
			'blog.example.org'
		);
		expect( domainOf( 'https://example.org/' ) ).toBe( '' );
	} );

	it( 'reads every permission level but the unverified one', () => {
		const site = ( permissionLevel: string ) => ( {
			siteURL: 'sc-domain:example.org',
			permissionLevel,
		} );
		expect( isReadable( site( 'siteOwner' ) ) ).toBe( true );
		expect( isReadable( site( 'siteFullUser' ) ) ).toBe( true );
		expect( isReadable( site( 'siteRestrictedUser' ) ) ).toBe( true );
		expect( isReadable( site( 'siteUnverifiedUser' ) ) ).toBe( false );
	} );
} );
