/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { convertLinkMarkup, getSafeLinkURL, isSafeLinkURL } from '../markup';

/**
 * Renders converted markup inside a paragraph.
 *
 * @param markup  Text with link markup.
 * @param options Link options.
 */
function renderMarkup(
	markup: unknown,
	options?: Parameters< typeof convertLinkMarkup >[ 1 ]
) {
	const { container } = render(
		<p>{ convertLinkMarkup( markup, options ) }</p>
	);
	return container.querySelector( 'p' ) as HTMLParagraphElement;
}

describe( 'isSafeLinkURL', () => {
	it.each( [
		'https://example.com',
		'http://example.com/path?q=1#top',
		'HTTPS://EXAMPLE.COM',
		'https://support.google.com/adsense/',
	] )( 'accepts %p', ( url ) => {
		expect( isSafeLinkURL( url ) ).toBe( true );
	} );

	it.each( [
		'javascript:alert(1)',
		'JavaScript:alert(1)',
		' javascript:alert(1)',
		'java\tscript:alert(1)',
		'data:text/html,<script>alert(1)</script>',
		'vbscript:msgbox',
		'mailto:someone@example.com',
		'ftp://example.com',
		'//example.com',
		'/wp-admin/',
		'example.com',
		'',
		null,
	] )( 'rejects %p', ( url ) => {
		expect( isSafeLinkURL( url ) ).toBe( false );
	} );

	it( 'normalises the URL it allows', () => {
		expect( getSafeLinkURL( 'HTTPS://Example.com' ) ).toBe(
			'https://example.com/'
		);
	} );
} );

describe( 'convertLinkMarkup', () => {
	it( 'turns an http(s) link into an anchor that opens in a new tab', () => {
		const paragraph = renderMarkup(
			'Read [the docs](https://example.com/docs) first.'
		);

		expect( paragraph ).toHaveTextContent( 'Read the docs first.' );
		const link = paragraph.querySelector( 'a' );
		expect( link ).toHaveAttribute( 'href', 'https://example.com/docs' );
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect( link ).toHaveTextContent( 'the docs' );
	} );

	it( 'turns several links into several anchors in order', () => {
		const paragraph = renderMarkup(
			'[One](http://one.example) and [two](https://two.example/x).'
		);

		const links = Array.from( paragraph.querySelectorAll( 'a' ) );
		expect( links.map( ( link ) => link.textContent ) ).toEqual( [
			'One',
			'two',
		] );
		expect( links.map( ( link ) => link.getAttribute( 'href' ) ) ).toEqual(
			[ 'http://one.example/', 'https://two.example/x' ]
		);
		expect( paragraph ).toHaveTextContent( 'One and two.' );
	} );

	it.each( [
		[ 'Click [here](javascript:alert(1)) now', 'Click here now' ],
		[ 'Click [here](javascript:alert%281%29) now', 'Click here now' ],
		[ 'A [file](data:text/html,hi) link', 'A file link' ],
		[ 'Mail [me](mailto:me@example.com)', 'Mail me' ],
		[ 'Go [home](/wp-admin/)', 'Go home' ],
		[ 'Go [there](//example.com)', 'Go there' ],
	] )(
		'renders %p as the plain text %p, without a link',
		( markup, text ) => {
			const paragraph = renderMarkup( markup );

			expect( paragraph.querySelector( 'a' ) ).toBeNull();
			expect( paragraph.textContent ).toBe( text );
		}
	);

	it( 'keeps balanced parentheses inside a URL', () => {
		const link = renderMarkup(
			'See [Site](https://en.wikipedia.org/wiki/Site_(web)).'
		).querySelector( 'a' );

		expect( link ).toHaveAttribute(
			'href',
			'https://en.wikipedia.org/wiki/Site_(web)'
		);
	} );

	it( 'shows HTML as text instead of injecting it', () => {
		const markup =
			'<a href="https://example.com">x</a><img src=x onerror="alert(1)">';
		const paragraph = renderMarkup( markup );

		expect( paragraph.querySelector( 'a, img' ) ).toBeNull();
		expect( paragraph.textContent ).toBe( markup );
	} );

	it( 'keeps markup that is not a complete link as text', () => {
		const markup = 'Brackets [alone] and (parens) and [half](https://x';
		const paragraph = renderMarkup( markup );

		expect( paragraph.querySelector( 'a' ) ).toBeNull();
		expect( paragraph.textContent ).toBe( markup );
	} );

	it( 'opens links in the same tab when asked to', () => {
		const link = renderMarkup( '[Docs](https://example.com)', {
			newTab: false,
			className: 'googlesitekit-link',
		} ).querySelector( 'a' );

		expect( link ).not.toHaveAttribute( 'target' );
		expect( link ).not.toHaveAttribute( 'rel' );
		expect( link ).toHaveClass( 'googlesitekit-link' );
	} );

	it( 'returns text alone as a single string', () => {
		expect( convertLinkMarkup( 'No links here.' ) ).toEqual( [
			'No links here.',
		] );
	} );

	it( 'joins the text around a refused link into one string', () => {
		expect(
			convertLinkMarkup(
				'a [b](javascript:void(0)) c [d](https://d.example)'
			)
		).toEqual( [ 'a b c ', expect.objectContaining( { type: 'a' } ) ] );
	} );

	it.each( [ '', null, undefined, 42 ] )(
		'returns nothing for %p',
		( markup ) => {
			expect( convertLinkMarkup( markup ) ).toEqual( [] );
		}
	);
} );
