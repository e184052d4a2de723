/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { NetworkSite, SortKey } from '../../datastore/network';
import SiteRow from './SiteRow';
import SortHeader from './SortHeader';

interface SitesTableProps {
	sites: NetworkSite[];
	orderby: SortKey;
	order: 'asc' | 'desc';
	onSort: ( column: SortKey ) => void;
	onReset: ( message: string ) => void;
}

/**
 * The table of sites with its sortable headers (a list of cards on a phone).
 *
 * @param props         Component props.
 * @param props.sites
 * @param props.orderby
 * @param props.order
 * @param props.onSort
 * @param props.onReset
 */
export default function SitesTable( {
	sites,
	orderby,
	order,
	onSort,
	onReset,
}: SitesTableProps ) {
	const sortable = { orderby, order, onSort };
	return (
		<table className="googlesitekit-network__table">
			<caption className="screen-reader-text">
				{ __(
					'Sites of the network, with their figures of the last 28 days',
					'google-site-kit'
				) }
			</caption>
			<thead>
				<tr>
					<SortHeader column="name" { ...sortable } />
					<SortHeader column="state" { ...sortable } />
					<th scope="col">{ __( 'Services', 'google-site-kit' ) }</th>
					<th scope="col">{ __( 'Owner', 'google-site-kit' ) }</th>
					<SortHeader
						column="visitors"
						className="googlesitekit-network__figure"
						{ ...sortable }
					/>
					<SortHeader
						column="clicks"
						className="googlesitekit-network__figure"
						{ ...sortable }
					/>
					<SortHeader
						column="earnings"
						className="googlesitekit-network__figure"
						{ ...sortable }
					/>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'google-site-kit' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ sites.map( ( site ) => (
					<SiteRow
						key={ site.id }
						site={ site }
						onReset={ onReset }
					/>
				) ) }
			</tbody>
		</table>
	);
}
