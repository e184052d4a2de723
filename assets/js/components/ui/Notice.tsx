/**
 * External dependencies
 */
import type { ReactNode } from 'react';

interface NoticeProps {
	type: 'error' | 'warning' | 'info' | 'success';
	children?: ReactNode;
	/** Buttons or links under the text. */
	actions?: ReactNode;
}

/**
 * A message inside a module's setup or settings UI. Errors and warnings are
 * announced (role alert); the rest are plain status text.
 *
 * @param props          Component props.
 * @param props.type
 * @param props.children
 * @param props.actions
 */
export default function Notice( { type, children, actions }: NoticeProps ) {
	return (
		<div
			className={ `googlesitekit-module-notice googlesitekit-module-notice--${ type }` }
			role={ type === 'error' || type === 'warning' ? 'alert' : 'status' }
		>
			<div className="googlesitekit-module-notice__text">
				{ children }
			</div>
			{ actions && (
				<div className="googlesitekit-module-notice__actions">
					{ actions }
				</div>
			) }
		</div>
	);
}
