export const STORE_NAME = 'core/network';

/** Sites per page of the overview. */
export const SITES_PER_PAGE = 20;

/** The most sites whose figures are read from Google at once. */
export const FIGURES_AT_ONCE = 3;

/** The columns the list sorts by. */
export const SORT_KEYS = [
	'name',
	'state',
	'visitors',
	'clicks',
	'earnings',
] as const;
