/**
 * What a banner notification is given (spec §4 "Banner").
 */

/**
 * External dependencies
 */
import type { MouseEvent, ReactNode } from 'react';

export type BannerType = 'win-error' | 'win-warning' | 'win-stats-increase';
export type BannerFormat = 'small' | 'larger' | 'smaller';

export interface BannerStat {
	title: string;
	value: string;
	/** e.g. "+12.5%". */
	change?: string;
}

export interface BannerNotificationProps {
	/** Unique ID; also the slug of its dismissal. */
	id: string;
	title: string;
	description?: ReactNode;
	type?: BannerType;
	format?: BannerFormat;
	/** Label of the dismiss button; no label, no dismiss (the banner cannot be dismissed). */
	dismiss?: string;
	/** Seconds the dismissal lasts; 0 or none: for good. */
	dismissExpires?: number;
	/** Shown once: recorded as dismissed the first time it shows. */
	showOnce?: boolean;
	ctaLabel?: string;
	ctaLink?: string;
	ctaTarget?: string;
	/**
	 * Runs on a CTA click; the banner dismisses itself afterwards unless this
	 * answers (or resolves to) false.
	 */
	onCTAClick?: (
		event: MouseEvent
	) => boolean | void | Promise< boolean | void >;
	learnMoreLabel?: string;
	learnMoreURL?: string;
	badgeLabel?: string;
	/** Shown next to the title (e.g. a module's icon, which the module passes in). */
	icon?: ReactNode;
	/** Stats shown as blocks. */
	blockData?: BannerStat[];
	footer?: ReactNode;
	/** Shown beside the content (e.g. an illustration). */
	secondaryPane?: ReactNode;
	/** Runs once, when the banner is first visible on screen. */
	onView?: () => void;
	/** Runs when the banner is dismissed. */
	onDismiss?: () => void;
}
