/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { Module } from '../../datastore/modules/types';

/**
 * What the module setup screen (dashboard page, &slug=<module>&reAuth=true) hands a module's setup component.
 */
export interface ModuleSetupProps {
	/**
	 * Setup is done: the screen navigates to `redirectURL`, or to the dashboard.
	 */
	finishSetup: ( redirectURL?: string ) => void;
}

/**
 * The UI pieces one module folder (assets/js/modules/<slug>/) provides.
 */
export interface ModuleComponents {
	/** Module slug (lowercase words joined by hyphens). */
	slug: string;
	/** Shown on the module setup screen. */
	SetupComponent?: ComponentType< ModuleSetupProps >;
	/** The module's settings, read-only (Settings → Connected Services panel). */
	SettingsViewComponent?: ComponentType;
	/** The module's settings form (the panel in edit mode); edits go into the module's settings store. */
	SettingsEditComponent?: ComponentType;
	/** Shown above the module's settings in its panel, when not editing (e.g. Analytics: connect GA4). */
	SettingsNoticeComponent?: ComponentType< { module: Module } >;
	/** What the dashboard loses when the module is disconnected (named in the Disconnect dialog). */
	features?: string[];
	/** The module's icon. */
	Icon?: ComponentType< { size?: number } >;
}

/**
 * Where a figure's "Source" link goes: the provider's own report of the service.
 */
export interface Source {
	name: string;
	url: string;
}

/**
 * A small site-wide report of the last 90 days that tells whether the service has any data for the site yet
 * (`widgets/common/gathering.ts`).
 */
export interface GatheringProbe {
	datapoint: string;
	params: Record< string, string >;
	/** Whether the probe's report holds any data. */
	hasData: ( report: unknown ) => boolean;
}

/**
 * What the shared widget and API plumbing needs to know of a module's provider (each module's `service.ts`).
 */
export interface ModuleService {
	source: Source;
	/** Modules whose reports can be empty while the provider gathers data. */
	gathering?: GatheringProbe;
	/**
	 * The user input questions (personalise your metrics) are offered once every module with this flag is connected
	 * (`components/Banner/UserInputNotification.tsx`): the modules most key metrics come from.
	 */
	neededByUserInput?: boolean;
	/** Links of the header's help menu shown while the module is active (`components/Header/HelpMenu.tsx`). */
	helpLinks?: HelpLink[];
	/**
	 * Values the provider puts in a report's rows in place of a real one (e.g. GA4's "(not set)"), each with what it
	 * means in a site owner's words: shown as plain text with that explanation, never as a link
	 * (`widgets/common/PageLabel.tsx`).
	 */
	placeholders?: Record< string, string >;
	/**
	 * What a report row naming a page of another host means, for a provider whose property can cover more hosts
	 * than the site's (a Search Console domain property covers every subdomain): shown on hover, the page as plain
	 * text (`widgets/common/PageLabel.tsx`).
	 */
	otherHostNote?: string;
}

/**
 * How the batcher (`api/batch.ts`) treats a module's reads (`<slug>/reads.ts`, listed in `reads.ts`, handed over by
 * `setup.ts`): the API layer declares the shape, since it imports no module.
 */
export type { ModuleReads } from '../../api/batch-modules';

/**
 * How far back a module's provider's data reaches (its first day), and the sentences that explain what a range
 * lacks (`<slug>/history.ts`, listed in `histories.ts`, read by `widgets/common/service-limits.ts`). Each `day`
 * argument is the first day, formatted for the reader.
 */
export interface HistoryLimit {
	/** The report that tells when the history starts (read once a day), e.g. the GA4 property with its createTime. */
	origin?: { datapoint: string };
	/**
	 * The first day the provider has, "YYYY-MM-DD", or null while unknown (then nothing is said to be missing).
	 *
	 * @param today  The site's day.
	 * @param origin The `origin` report, once read.
	 */
	firstDay: ( today: string, origin: unknown ) => string | null;
	/** Whether a range ending on `endDate` reaches days the provider may still change (Search Console's newest). */
	fresh?: ( endDate: string, today: string ) => boolean;
	/** Why part or all of the range is missing. */
	missing: ( day: string ) => string;
	/** Why no change against the compare period is shown. */
	compare: ( day: string ) => string;
	/** A tile's one short line when the whole range is missing ("Before this property existed"). */
	before: string;
	/** A tile's one short line when part of it is. */
	partlyBefore: string;
	/** The line under figures that reach the provider's provisional days. */
	freshNote?: string;
}

/**
 * A link of the header's help menu.
 */
export interface HelpLink {
	/** Translated label. */
	label: string;
	url: string;
}

/**
 * What the admin bar and WordPress dashboard figures (`components/Summary/SummaryFigures.tsx`) hand a module's
 * summary component.
 */
export interface SummaryProps {
	/** The wanted figures, in order; the component shows those of its own `figures`. */
	figures: readonly string[];
	/** Only this page's figures, when given. */
	url?: string;
	dateRange: string;
	/** False until the figures are wanted: nothing is requested, nothing shown before. */
	enabled: boolean;
}

/**
 * A module's headline figures for the admin bar and the WordPress dashboard (`<slug>/summary.tsx`, listed in
 * `summaries.ts`). Kept apart from the module's widgets so that those small bundles do not load them.
 */
export interface ModuleSummary {
	/** The figures it can show, e.g. "clicks". */
	figures: readonly string[];
	/** Its figures' blocks (or its one loading, error or gathering-data block), in the order wanted. */
	Figures: ComponentType< SummaryProps >;
}
