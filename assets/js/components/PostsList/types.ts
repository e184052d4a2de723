/**
 * The answer of GET core/site/data/post-stats (docs/rest-api.md).
 */

export type PostStatsService = 'analytics' | 'search-console';

export interface PostFigures {
	path: string;
	views: number | null;
	viewsTrend: number[] | null;
	clicks: number | null;
	clicksTrend: number[] | null;
	dashboardURL: string;
}

export interface PostStatsError {
	code: string;
	message: string;
	data: {
		status?: number;
		reason?: string;
		reconnectURL?: string;
		retryAfter?: number;
	};
}

export interface PostStats {
	dateRange: string;
	dateRangeLabel: string;
	startDate: string;
	endDate: string;
	dates: string[];
	services: Record< PostStatsService, boolean >;
	posts: Record< string, PostFigures >;
	errors: Partial< Record< PostStatsService, PostStatsError > >;
	stale: Partial< Record< PostStatsService, string > >;
}
