/** The shapes of the demo site's content (data/demo-content.ts), as the local WordPress sites are seeded with it. */

export type DemoKind = 'home' | 'page' | 'post' | 'category';

export interface DemoAuthor {
	login: string;
	displayName: string;
	role: 'author' | 'editor';
}

export interface DemoCategory {
	slug: string;
	name: string;
	/** Slug of the parent category, or null for a top-level one. */
	parent: string | null;
}

export interface DemoEntry {
	/**
	 * Path below the site's home URL, e.g. `/recipes/classic-banana-bread/`: the first site's `pagePath`; an extra
	 * site's `pagePath` has the site's own path before it (`/kitchen/recipes/classic-banana-bread/`).
	 */
	path: string;
	/** Title without the ` – Harvest & Hearth` suffix (the home page: the site's tagline). */
	title: string;
	kind: DemoKind;
	/** Who wrote it (posts and pages). */
	author?: { login: string; displayName: string };
	/**
	 * Category slugs, top-level first: a post's own categories (e.g. `['recipes', 'breakfast']`); a category
	 * archive's category and its ancestors.
	 */
	categories: string[];
	/** YYYY-MM-DD: when it was published; for the home page and archives, their newest post's date. */
	date: string;
}

export interface DemoContent {
	siteName: string;
	tagline: string;
	authors: DemoAuthor[];
	categories: DemoCategory[];
	/** Catalog order: the home page first, then by popularity. */
	entries: DemoEntry[];
}
