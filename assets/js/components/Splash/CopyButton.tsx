/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

interface CopyButtonProps {
	/** The text to copy. */
	text: string;
}

/**
 * Copies a text to the clipboard and says so.
 *
 * @param props      Component props.
 * @param props.text
 */
export default function CopyButton( { text }: CopyButtonProps ) {
	const [ copied, setCopied ] = useState( false );
	const onClick = async () => {
		try {
			await window.navigator.clipboard.writeText( text );
			setCopied( true );
		} catch {
			// No clipboard access (insecure origin, denied): the text stays on screen to copy by hand.
			setCopied( false );
		}
	};
	return (
		<button
			type="button"
			className="button button-small"
			onClick={ onClick }
		>
			{ copied
				? __( 'Copied to clipboard', 'google-site-kit' )
				: __( 'Copy', 'google-site-kit' ) }
		</button>
	);
}
