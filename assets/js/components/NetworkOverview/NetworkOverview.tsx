/**
 * The network admin's Site Kit overview: every site of the network with its connection, services, owner and
 * figures of the last 28 days (from each site's own report cache; the unknown ones read lazily, a few sites at a
 * time), searchable, sortable, paginated, with the sites whose Google access is refused marked and filterable, a
 * CSV of every matching site, and a per-site reset.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	SITES_PER_PAGE,
	type SitesPage,
	type SitesQuery,
	type SortKey,
} from '../../datastore/network';
import { useSiteKitRegistry } from '../../datastore/use-registry';
import ErrorNotice from '../ui/ErrorNotice';
import Pagination from './Pagination';
import SitesTable from './SitesTable';
import { useLazyFigures } from './use-lazy-figures';
import { useNetworkStore } from './use-network-store';

/** Figures sort largest first; names and states A to Z first. */
const FIRST_ORDER: Record< SortKey, 'asc' | 'desc' > = {
	name: 'asc',
	state: 'asc',
	visitors: 'desc',
	clicks: 'desc',
	earnings: 'desc',
};

/**
 * The overview.
 */
export default function NetworkOverview() {
	const store = useNetworkStore();
	const registry = useSiteKitRegistry();
	const [ typed, setTyped ] = useState( '' );
	const [ query, setQuery ] = useState< SitesQuery >( {
		page: 1,
		perPage: SITES_PER_PAGE,
		search: '',
		orderby: 'name',
		order: 'asc',
		refused: false,
	} );
	const [ status, setStatus ] = useState( '' );
	const [ downloading, setDownloading ] = useState( false );
	const { answer, error } = useSelect(
		( select ) => ( {
			answer: select( store ).getSites( query ),
			error: select( store ).getSitesError( query ),
		} ),
		[ store, query ]
	);
	// While another page loads, the last one stays on screen.
	const shown = useRef< SitesPage | undefined >( undefined );
	if ( answer ) {
		shown.current = answer;
	}
	const page = answer || shown.current;
	useLazyFigures( answer?.sites );

	const change = ( next: Partial< SitesQuery > ) =>
		setQuery( ( current ) => ( { ...current, page: 1, ...next } ) );
	const sort = ( column: SortKey ) =>
		change( {
			orderby: column,
			order:
				column === query.orderby
					? ( query.order === 'asc' && 'desc' ) || 'asc'
					: FIRST_ORDER[ column ],
		} );
	const download = async () => {
		setDownloading( true );
		try {
			const { downloadNetworkCsv } = await import(
				/* webpackChunkName: "network-csv" */ './network-csv'
			);
			await downloadNetworkCsv(
				{ search: query.search, refused: !! query.refused },
				( id ) => registry.select( store ).getSiteFigures( id )
			);
		} catch {
			setStatus(
				__(
					'The CSV file could not be made. Please try again.',
					'google-site-kit'
				)
			);
		} finally {
			setDownloading( false );
		}
	};

	return (
		<div className="googlesitekit-network">
			<div className="googlesitekit-network__toolbar">
				<form
					role="search"
					className="googlesitekit-network__search"
					onSubmit={ ( event ) => {
						event.preventDefault();
						change( { search: typed } );
					} }
				>
					<label htmlFor="googlesitekit-network-search">
						{ __(
							'Search sites by name or URL',
							'google-site-kit'
						) }
					</label>
					<input
						id="googlesitekit-network-search"
						type="search"
						value={ typed }
						onChange={ ( event ) => setTyped( event.target.value ) }
					/>
					<button type="submit" className="button">
						{ __( 'Search', 'google-site-kit' ) }
					</button>
				</form>
				<span className="googlesitekit-network__filter">
					<input
						id="googlesitekit-network-refused"
						type="checkbox"
						checked={ query.refused }
						onChange={ ( event ) =>
							change( { refused: event.target.checked } )
						}
					/>
					<label htmlFor="googlesitekit-network-refused">
						{ __(
							'Only sites where Google refused access',
							'google-site-kit'
						) }
					</label>
				</span>
				<button
					type="button"
					className="button"
					onClick={ download }
					disabled={ downloading || ! page?.total }
				>
					{ downloading
						? __( 'Preparing CSV…', 'google-site-kit' )
						: __( 'Download CSV', 'google-site-kit' ) }
				</button>
			</div>
			<p className="googlesitekit-network__note">
				{ __(
					'Figures of the last 28 days, as each site’s dashboard shows them to the owner of each service.',
					'google-site-kit'
				) }
			</p>
			<div role="status" className="googlesitekit-network__status">
				{ status }
			</div>
			{ error && (
				<ErrorNotice
					error={ error }
					onRetry={ () =>
						registry.dispatch( store ).fetchSites( query )
					}
				/>
			) }
			{ ! page && ! error && (
				<p className="googlesitekit-loading">
					{ __( 'Loading sites…', 'google-site-kit' ) }
				</p>
			) }
			{ page && page.sites.length === 0 && (
				<p>{ __( 'No site matches.', 'google-site-kit' ) }</p>
			) }
			{ page && page.sites.length > 0 && (
				<SitesTable
					sites={ page.sites }
					orderby={ query.orderby }
					order={ query.order }
					onSort={ sort }
					onReset={ setStatus }
				/>
			) }
			{ page && page.total > 0 && (
				<Pagination
					page={ query.page }
					perPage={ query.perPage }
					total={ page.total }
					onPage={ ( next ) =>
						setQuery( ( current ) => ( {
							...current,
							page: next,
						} ) )
					}
				/>
			) }
		</div>
	);
}
