/**
 * The answer of GET core/site/data/post-stats (docs/rest-api.md), and what a module declares of the figure it gives
 * per post (`modules/<slug>/post-figures.ts`, listed in `modules/post-figures.ts`).
 */

/**
 * A post's figures: each module's total under its figure's key and the daily trend under `${ figure }Trend`
 * (null when the module was not read; the trend null too when the range was read as a whole).
 */
export interface PostFigures {
	path: string;
	dashboardURL: string;
	[ figure: string ]: string | number | number[] | null;
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

/** Module slug => what of it the answer has. */
export interface PostStats {
	dateRange: string;
	dateRangeLabel: string;
	startDate: string;
	endDate: string;
	dates: string[];
	/** Whether each module was read (connected, and for a view-only user shared with them). */
	services: Record< string, boolean >;
	posts: Record< string, PostFigures >;
	errors: Partial< Record< string, PostStatsError > >;
	/** Modules answered from their last good copy: since when (ISO time). */
	stale: Partial< Record< string, string > >;
}

/**
 * A figure per post that a module gives the posts list's column: a line of each cell.
 */
export interface PostFigureKind {
	/** Its key in each post of the answer (the daily trend is under `${ figure }Trend`). */
	figure: string;
	/** The name of the module's service (as its source link names it), for a line it does not show. */
	serviceName: () => string;
	/** The figure's name, for a line that shows none: "Views". */
	name: () => string;
	/**
	 * The figure in full words, the link's name for screen readers: "1.2K views".
	 *
	 * @param value     The figure.
	 * @param formatted The figure, formatted for the page's locale ("1.2K").
	 */
	text: ( value: number, formatted: string ) => string;
	/** As the narrow column shows it ("56 clicks" for "56 Search clicks"); `text` when not given. */
	shortText?: ( value: number, formatted: string ) => string;
}

/** A line of the column: a module's figure, with the module's slug (its key in `services`, `errors`, `stale`). */
export interface PostFigureLine extends PostFigureKind {
	service: string;
}
