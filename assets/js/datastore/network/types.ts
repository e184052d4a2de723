/**
 * Internal dependencies
 */
import type { APIError } from '../../api/types';
import type { SORT_KEYS } from './constants';

export type SortKey = ( typeof SORT_KEYS )[ number ];

/** The figure names of the overview. */
export type FigureName = 'visitors' | 'clicks' | 'earnings';

/** A site's figures of the last 28 days (null: the site has none: service not connected, no owner or no data). */
export interface SiteFigures {
	visitors: number | null;
	clicks: number | null;
	earnings: { value: number; currency: string | null } | null;
	/** Figures the server's cache did not hold (read lazily through site-figures). */
	pending: FigureName[];
	/** Figures Google refused or failed, with the message to show. */
	errors: Partial< Record< FigureName, string > >;
	/** Whether nothing is pending. */
	known: boolean;
}

export interface NetworkUser {
	id: number;
	name: string;
}

/** One site of GET core/network/data/sites. */
export interface NetworkSite {
	id: number;
	name: string;
	url: string;
	dashboardURL: string;
	settingsURL: string;
	redirectURI: string;
	state: 'connected' | 'not-connected';
	services: Array< { slug: string; name: string } >;
	owner: NetworkUser | null;
	/** Users whose Google access Google refused. */
	refused: NetworkUser[];
	figures: SiteFigures;
}

/** What the list is asked for. */
export interface SitesQuery {
	page: number;
	perPage: number;
	search: string;
	orderby: SortKey;
	order: 'asc' | 'desc';
	/** Only the sites where Google refused someone's access. */
	refused: boolean;
}

export interface SitesPage {
	sites: NetworkSite[];
	total: number;
	page: number;
	perPage: number;
}

export interface NetworkState {
	/** Pages of the list by query key. */
	pages: Record< string, SitesPage >;
	/** A failed list read by query key. */
	pageErrors: Record< string, APIError >;
	/** Figures read through site-figures, by site ID. */
	figures: Record< number, SiteFigures >;
	figureErrors: Record< number, APIError >;
	fetchingFigures: Record< number, boolean >;
	resetting: Record< number, boolean >;
}
