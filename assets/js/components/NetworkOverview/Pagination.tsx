/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

interface PaginationProps {
	page: number;
	perPage: number;
	total: number;
	onPage: ( page: number ) => void;
}

/**
 * Previous / next page of the list, with where the user is.
 *
 * @param props         Component props.
 * @param props.page
 * @param props.perPage
 * @param props.total
 * @param props.onPage
 */
export default function Pagination( {
	page,
	perPage,
	total,
	onPage,
}: PaginationProps ) {
	const pages = Math.max( 1, Math.ceil( total / perPage ) );
	return (
		<nav
			className="googlesitekit-network__pages"
			aria-label={ __( 'Pages of sites', 'google-site-kit' ) }
		>
			<span className="googlesitekit-network__count">
				{ sprintf(
					/* translators: %s: number of sites */
					_n( '%s site', '%s sites', total, 'google-site-kit' ),
					total.toLocaleString()
				) }
			</span>
			<button
				type="button"
				className="button"
				onClick={ () => onPage( page - 1 ) }
				disabled={ page <= 1 }
			>
				{ __( 'Previous page', 'google-site-kit' ) }
			</button>
			<span className="googlesitekit-network__page">
				{ sprintf(
					/* translators: 1: page number, 2: number of pages */
					__( 'Page %1$d of %2$d', 'google-site-kit' ),
					page,
					pages
				) }
			</span>
			<button
				type="button"
				className="button"
				onClick={ () => onPage( page + 1 ) }
				disabled={ page >= pages }
			>
				{ __( 'Next page', 'google-site-kit' ) }
			</button>
		</nav>
	);
}
