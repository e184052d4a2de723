/**
 * Internal dependencies
 */
import { decodeForDisplay, pageOfReport } from '../urls';

describe( 'pageOfReport', () => {
	const HOME = 'http://example.org/';

	it( 'shows a path of this site decoded, as a person reads it', () => {
		expect(
			pageOfReport( '/caf%C3%A9/%E6%9D%B1%E4%BA%AC/', HOME )
		).toEqual( {
			kind: 'site',
			label: '/café/東京/',
			full: 'http://example.org/café/東京/',
		} );
	} );

	it( 'takes a URL of this site on either protocol as this site’s page', () => {
		expect(
			pageOfReport( 'https://example.org/recipes/?x=1', HOME )
		).toEqual(
			expect.objectContaining( { kind: 'site', label: '/recipes/?x=1' } )
		);
	} );

	it( 'names the host of a page of another host (a domain property covers every subdomain)', () => {
		expect(
			pageOfReport( 'https://shop.example.org/cart/', HOME )
		).toEqual(
			expect.objectContaining( {
				kind: 'other-host',
				label: 'shop.example.org/cart/',
			} )
		);
	} );

	it( 'counts the site’s host only: not www., another port or a non-http(s) URL', () => {
		for ( const url of [
			'https://www.example.org/',
			'http://example.org:8443/',
			'ftp://example.org/file',
		] ) {
			expect( pageOfReport( url, HOME ).kind ).toBe( 'other-host' );
		}
		expect( pageOfReport( 'http://EXAMPLE.org/', HOME ).kind ).toBe(
			'site'
		);
	} );

	it( 'keeps a site in a subfolder to its own pages', () => {
		const blog = 'https://example.org/blog';
		const kind = ( url: string ) => pageOfReport( url, blog ).kind;
		expect( kind( 'https://example.org/blog/' ) ).toBe( 'site' );
		expect( kind( 'http://example.org/blog/a-post/' ) ).toBe( 'site' );
		expect( kind( 'https://example.org/blogroll/' ) ).toBe( 'other-host' );
		expect( kind( 'https://example.org/' ) ).toBe( 'other-host' );
	} );

	it( 'leaves text that is not valid percent-encoding as it is', () => {
		expect( decodeForDisplay( '/100%-rye/' ) ).toBe( '/100%-rye/' );
	} );
} );
