/**
 * External dependencies
 */
import type { ReactNode } from 'react';

export interface SettingsItem {
	label: string;
	value: ReactNode;
}

/**
 * A module's saved settings as label / value pairs (the settings view).
 *
 * @param props       Component props.
 * @param props.items
 */
export default function SettingsList( { items }: { items: SettingsItem[] } ) {
	return (
		<dl className="googlesitekit-module-settings">
			{ items.map( ( item ) => (
				<div
					key={ item.label }
					className="googlesitekit-module-settings__item"
				>
					<dt>{ item.label }</dt>
					<dd>{ item.value }</dd>
				</div>
			) ) }
		</dl>
	);
}
