export const STORE_NAME = 'core/key-metrics';

/** Fewest and most tiles a user may pick (the server checks the same). */
export const MIN_PICKED_TILES = 2;
export const MAX_PICKED_TILES = 8;
