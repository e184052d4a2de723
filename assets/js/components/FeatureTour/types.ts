/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/** One step of a feature tour (spec §3). */
export interface TourStep {
	title: string;
	content: ReactNode;
	/** CSS selector of the element the step points at. */
	target: string;
	/** An extra action under the content, e.g. a "Learn more" link. */
	cta?: ReactNode;
}

/** A feature tour (spec §3). */
export interface FeatureTourDefinition {
	slug: string;
	steps: TourStep[];
	/** CSS selector of elements the tooltips must never cover (other than a step's own target). */
	avoid?: string;
	/** Category of the tour's events. */
	gaEventCategory: string;
	/** Runs when the tour ends, finished or closed. */
	callback?: () => void;
}
