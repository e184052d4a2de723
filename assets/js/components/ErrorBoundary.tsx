/**
 * External dependencies
 */
import type { ErrorInfo, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Component, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getBaseData } from '../api/base-data';
import { trackEvent } from '../datastore/tracking';
import { SUPPORT_FORUM_URL } from './Header/HelpMenu';

/** The react_error event carries this much of the message and stack (spec §7). */
export const REACT_ERROR_LABEL_LENGTH = 500;

interface ErrorDetailsProps {
	error: Error;
	componentStack: string;
}

/**
 * What the user sees in place of the part that failed: the message, the
 * component stack, a button that copies both, and where to report it.
 *
 * @param props                Component props.
 * @param props.error          The error.
 * @param props.componentStack React's component stack.
 */
function ErrorDetails( { error, componentStack }: ErrorDetailsProps ) {
	const [ copied, setCopied ] = useState( false );
	const contents = `${ error.message }\n${ componentStack.trim() }`;
	const copy = async () => {
		try {
			await window.navigator.clipboard.writeText( contents );
			setCopied( true );
		} catch {
			setCopied( false );
		}
	};
	return (
		<div className="googlesitekit-error-boundary" role="alert">
			<h3 className="googlesitekit-error-boundary__title">
				{ __( 'Site Kit encountered an error', 'google-site-kit' ) }
			</h3>
			<p className="googlesitekit-error-boundary__message">
				{ sprintf(
					/* translators: %s: error message */
					__( 'Error: %s', 'google-site-kit' ),
					error.message
				) }
			</p>
			<pre className="googlesitekit-error-boundary__stack">
				{ componentStack.trim() }
			</pre>
			<p className="googlesitekit-error-boundary__actions">
				<button type="button" className="button" onClick={ copy }>
					{ copied
						? __( 'Copied to clipboard', 'google-site-kit' )
						: __( 'Copy error contents', 'google-site-kit' ) }
				</button>{ ' ' }
				<a
					href={ SUPPORT_FORUM_URL }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ __( 'Report this problem', 'google-site-kit' ) }
				</a>
			</p>
		</div>
	);
}

interface ErrorBoundaryProps {
	children?: ReactNode;
}

interface ErrorBoundaryState {
	error: Error | null;
	componentStack: string;
}

/**
 * The render-error boundary (spec §8): a part of the screen that throws while
 * rendering is replaced by the error's details instead of blanking the page,
 * and a `react_error` event records the start of the message and stack.
 */
export default class ErrorBoundary extends Component<
	ErrorBoundaryProps,
	ErrorBoundaryState
> {
	state: ErrorBoundaryState = { error: null, componentStack: '' };

	static getDerivedStateFromError( error: Error ) {
		return { error };
	}

	componentDidCatch( error: Error, info: ErrorInfo ) {
		this.setState( { componentStack: info.componentStack ?? '' } );
		trackEvent(
			getBaseData().viewContext || 'unknown',
			'react_error',
			`${ error.message }\n${ error.stack ?? '' }`.slice(
				0,
				REACT_ERROR_LABEL_LENGTH
			)
		);
	}

	render() {
		const { error, componentStack } = this.state;
		if ( error ) {
			return (
				<ErrorDetails
					error={ error }
					componentStack={ componentStack }
				/>
			);
		}
		return this.props.children ?? null;
	}
}
