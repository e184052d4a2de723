/**
 * What the tour and the code that decides whether to load it (TourLoader) both need, without the tour's own code.
 */

/** Tours run only on viewports at least this wide (spec §9). */
export const TOUR_MIN_VIEWPORT_WIDTH = 783;
/** The class the page carries while a tour runs. */
export const TOUR_BODY_CLASS = 'googlesitekit-showing-feature-tour';
/**
 * The dismissal of a tour is stored as this item (with no expiry).
 * @param slug
 */
export const tourDismissalSlug = ( slug: string ) => `tour_${ slug }`;
