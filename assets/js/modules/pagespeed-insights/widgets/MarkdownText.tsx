/**
 * WordPress dependencies
 */
import { Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

// `[text](url)`; the URL may hold one level of parentheses, as Wikipedia's do.
const LINK = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

export type Part = { text: string; href?: string };

/**
 * Splits Lighthouse's markdown into text and links. Only `[text](url)` links
 * are read, and only http(s) URLs become links: any other URL (javascript:,
 * data:, relative) leaves its text alone. Nothing else is interpreted.
 *
 * @param markdown Lighthouse text, e.g. an audit description.
 */
export function markdownParts( markdown: string ): Part[] {
	const parts: Part[] = [];
	let last = 0;
	for ( const match of markdown.matchAll( LINK ) ) {
		const index = match.index ?? 0;
		if ( index > last ) {
			parts.push( { text: markdown.slice( last, index ) } );
		}
		const [ , text, url ] = match;
		parts.push(
			/^https?:\/\//i.test( url ) ? { text, href: url } : { text }
		);
		last = index + match[ 0 ].length;
	}
	if ( last < markdown.length ) {
		parts.push( { text: markdown.slice( last ) } );
	}
	return parts;
}

/**
 * Provider text with its markdown links as links (opening in a new tab), the
 * rest as plain text — React escapes every part.
 *
 * @param props          Component props.
 * @param props.markdown The text.
 */
export default function MarkdownText( { markdown }: { markdown: string } ) {
	return (
		<Fragment>
			{ markdownParts( markdown ).map( ( part, i ) =>
				part.href ? (
					<a
						key={ i }
						href={ part.href }
						target="_blank"
						rel="noopener noreferrer"
					>
						{ part.text }
						<span className="screen-reader-text">
							{ __( '(opens in a new tab)', 'google-site-kit' ) }
						</span>
					</a>
				) : (
					<Fragment key={ i }>{ part.text }</Fragment>
				)
			) }
		</Fragment>
	);
}
