/**
 * The Material tab web components the settings tabs use, as JSX elements.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type CustomElementProps = DetailedHTMLProps<
	HTMLAttributes< HTMLElement >,
	HTMLElement
> & { class?: string };

declare module 'react' {
	namespace JSX {
		interface IntrinsicElements {
			'mwc-tab-bar': CustomElementProps & { activeIndex?: number };
			'mwc-tab': CustomElementProps & {
				label?: string;
				minwidth?: boolean | string;
			};
		}
	}
}
