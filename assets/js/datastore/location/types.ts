export interface LocationState {
	/** The URL a navigation is under way to, null when none is. */
	navigatingTo: string | null;
}

/** What actually changes the page; `window.location.assign` outside tests. */
export type AssignLocation = ( url: string ) => void;
