/**
 * The few parts of WordPress's editor packages the block editor entry uses. They are externals (wp.plugins,
 * wp.editPost, wp.editor, provided by WordPress), not installed: these declarations stand in for their types.
 */

declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	export function registerPlugin(
		name: string,
		settings: { render: ComponentType; icon?: unknown }
	): unknown;
}

declare module '@wordpress/edit-post' {
	import type { ComponentType, ReactNode } from 'react';

	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		icon?: unknown;
		children?: ReactNode;
	} >;
}

declare module '@wordpress/editor' {
	import type { StoreDescriptor } from '@wordpress/data';
	import type { PluginDocumentSettingPanel as EditPostPanel } from '@wordpress/edit-post';

	/** Since WordPress 6.6; undefined on 6.5. */
	export const PluginDocumentSettingPanel: typeof EditPostPanel | undefined;

	export const store: StoreDescriptor< {
		name: 'core/editor';
		instantiate: () => never;
	} >;
}
