/**
 * Link markup: turns "[label](url)" in a message into links, as React
 * elements, allowing only http(s) links (spec §5).
 *
 * The syntax is Markdown's inline link and nothing else:
 * - "[Read the docs](https://example.com/docs)" becomes a link;
 * - a link whose URL is not an absolute http: or https: URL shows its label
 *   as plain text ("[click](javascript:alert(1))" → "click");
 * - every other character, HTML included, is text that React escapes.
 * A label cannot contain brackets; a URL cannot contain spaces and may
 * contain parentheses only in balanced pairs, one level deep (as in
 * "https://en.wikipedia.org/wiki/Site_(web)").
 */

/**
 * External dependencies
 */
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { createElement } from '@wordpress/element';

export interface LinkMarkupOptions {
	/** Open links in a new tab (target="_blank" with rel="noopener noreferrer"); default true. */
	newTab?: boolean;
	/** Class name for every link. */
	className?: string;
}

// A URL may hold balanced parentheses one level deep, as in Markdown.
const LINK_PATTERN = /\[([^[\]]+)\]\(((?:[^\s()]|\([^\s()]*\))+)\)/g;
const ALLOWED_PROTOCOLS = [ 'http:', 'https:' ];

/**
 * The normalised URL when a value is an absolute http(s) URL, otherwise null.
 *
 * @param url Value to check.
 */
export function getSafeLinkURL( url: unknown ): string | null {
	if ( typeof url !== 'string' ) {
		return null;
	}
	try {
		const parsed = new URL( url );
		return ALLOWED_PROTOCOLS.includes( parsed.protocol )
			? parsed.href
			: null;
	} catch {
		return null;
	}
}

/**
 * Whether a value is an absolute http(s) URL, the only links markup may hold.
 *
 * @param url Value to check.
 */
export function isSafeLinkURL( url: unknown ): boolean {
	return getSafeLinkURL( url ) !== null;
}

/**
 * Converts "[label](url)" link markup to text and link elements, ready to be
 * children of any element. Links to anything but http(s) URLs become their
 * plain label; nothing is ever injected as HTML.
 *
 * @param markup  Text with link markup.
 * @param options Link options.
 */
export function convertLinkMarkup(
	markup: unknown,
	options: LinkMarkupOptions = {}
): Array< string | ReactElement > {
	if ( typeof markup !== 'string' ) {
		return [];
	}
	const { newTab = true, className } = options;
	const nodes: Array< string | ReactElement > = [];
	let lastIndex = 0;
	let text = '';

	for ( const match of markup.matchAll( LINK_PATTERN ) ) {
		const [ whole, label, url ] = match;
		const index = match.index ?? 0;
		text += markup.slice( lastIndex, index );
		lastIndex = index + whole.length;

		const href = getSafeLinkURL( url );
		if ( href === null ) {
			text += label;
			continue;
		}
		if ( text ) {
			nodes.push( text );
			text = '';
		}
		nodes.push(
			createElement(
				'a',
				{
					key: `link-${ nodes.length }`,
					href,
					className,
					...( newTab
						? { target: '_blank', rel: 'noopener noreferrer' }
						: {} ),
				},
				label
			)
		);
	}

	text += markup.slice( lastIndex );
	if ( text ) {
		nodes.push( text );
	}
	return nodes;
}
