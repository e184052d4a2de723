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

	it( 'leaves text that is not valid percent-encoding as it is', () => {
		expect( decodeForDisplay( '/100%-rye/' ) ).toBe( '/100%-rye/' );
	} );
} );
