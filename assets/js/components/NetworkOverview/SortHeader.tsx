/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SortKey } from '../../datastore/network';
import { columnLabel } from './labels';

interface SortHeaderProps {
	column: SortKey;
	orderby: SortKey;
	order: 'asc' | 'desc';
	onSort: ( column: SortKey ) => void;
	className?: string;
}

/**
 * A column header that sorts the list: a button (keyboard operable), with `aria-sort` on the header of the column
 * the list is sorted by.
 *
 * @param props           Component props.
 * @param props.column
 * @param props.orderby
 * @param props.order
 * @param props.onSort
 * @param props.className
 */
export default function SortHeader( {
	column,
	orderby,
	order,
	onSort,
	className = '',
}: SortHeaderProps ) {
	const active = column === orderby;
	let sort: 'ascending' | 'descending' | 'none' = 'none';
	if ( active ) {
		sort = order === 'asc' ? 'ascending' : 'descending';
	}
	let arrow = '';
	if ( active ) {
		arrow = order === 'asc' ? '▲' : '▼';
	}
	return (
		<th scope="col" aria-sort={ sort } className={ className }>
			<button
				type="button"
				className="googlesitekit-network__sort"
				onClick={ () => onSort( column ) }
				title={ sprintf(
					/* translators: %s: column name */
					__( 'Sort by %s', 'google-site-kit' ),
					columnLabel( column )
				) }
			>
				{ columnLabel( column ) }
				<span
					aria-hidden="true"
					className="googlesitekit-network__arrow"
				>
					{ arrow }
				</span>
			</button>
		</th>
	);
}
