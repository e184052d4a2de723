/**
 * PageSpeed Insights answers for http://example.org/ as Google sends them
 * today (Lighthouse 13: advice as `*-insight` audits with `metricSavings`;
 * failed ones score 0, passed 1, informative null), trimmed to what the
 * plugin's server keeps.
 */

/**
 * Internal dependencies
 */
import type { PageSpeedReport } from '../../report';

export const PSI_MOBILE: PageSpeedReport = {
	loadingExperience: {
		id: 'http://example.org/',
		metrics: {
			LARGEST_CONTENTFUL_PAINT_MS: {
				percentile: 1999,
				category: 'FAST',
			},
			CUMULATIVE_LAYOUT_SHIFT_SCORE: {
				percentile: 8,
				category: 'FAST',
			},
			INTERACTION_TO_NEXT_PAINT: {
				percentile: 233,
				category: 'AVERAGE',
			},
			FIRST_CONTENTFUL_PAINT_MS: {
				percentile: 1708,
				category: 'FAST',
			},
			EXPERIMENTAL_TIME_TO_FIRST_BYTE: {
				percentile: 1271,
				category: 'AVERAGE',
			},
		},
		overall_category: 'AVERAGE',
	},
	originLoadingExperience: {
		id: 'http://example.org',
		metrics: {
			LARGEST_CONTENTFUL_PAINT_MS: {
				percentile: 2471,
				category: 'FAST',
			},
			CUMULATIVE_LAYOUT_SHIFT_SCORE: {
				percentile: 12,
				category: 'AVERAGE',
			},
			INTERACTION_TO_NEXT_PAINT: {
				percentile: 280,
				category: 'AVERAGE',
			},
			FIRST_CONTENTFUL_PAINT_MS: {
				percentile: 1686,
				category: 'FAST',
			},
			EXPERIMENTAL_TIME_TO_FIRST_BYTE: {
				percentile: 886,
				category: 'AVERAGE',
			},
		},
		overall_category: 'AVERAGE',
	},
	lighthouseResult: {
		finalUrl: 'http://example.org/',
		lighthouseVersion: '13.0.1',
		categories: {
			performance: {
				score: 0.59,
			},
		},
		audits: {
			'first-contentful-paint': {
				id: 'first-contentful-paint',
				title: 'First Contentful Paint',
				score: 0.8,
				scoreDisplayMode: 'numeric',
				numericValue: 2137.3,
				displayValue: '2.1 s',
			},
			'largest-contentful-paint': {
				id: 'largest-contentful-paint',
				title: 'Largest Contentful Paint',
				score: 0.3,
				scoreDisplayMode: 'numeric',
				numericValue: 4850.3,
				displayValue: '4.9 s',
			},
			'total-blocking-time': {
				id: 'total-blocking-time',
				title: 'Total Blocking Time',
				score: 0.47,
				scoreDisplayMode: 'numeric',
				numericValue: 643.7,
				displayValue: '640 ms',
			},
			'cumulative-layout-shift': {
				id: 'cumulative-layout-shift',
				title: 'Cumulative Layout Shift',
				score: 0.81,
				scoreDisplayMode: 'numeric',
				numericValue: 0.134,
				displayValue: '0.134',
			},
			'speed-index': {
				id: 'speed-index',
				title: 'Speed Index',
				score: 0.91,
				scoreDisplayMode: 'numeric',
				numericValue: 3311.2,
				displayValue: '3.3 s',
			},
			'render-blocking-insight': {
				id: 'render-blocking-insight',
				title: 'Render blocking requests',
				description:
					"Requests are blocking the page's initial render, which may delay LCP. [Deferring or inlining](https://web.dev/learn/performance/understanding-the-critical-path#render-blocking_resources) can move these network requests out of the critical path.",
				score: 0,
				scoreDisplayMode: 'metricSavings',
				displayValue: 'Est savings of 300 ms',
				metricSavings: { FCP: 300, LCP: 450 },
			},
			'image-delivery-insight': {
				id: 'image-delivery-insight',
				title: 'Improve image delivery',
				description:
					'Reducing the download time of images can improve the perceived load time of the page and LCP. [Learn more about optimizing image size](https://developer.chrome.com/docs/performance/insights/image-delivery)',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				displayValue: 'Est savings of 212 KiB',
				metricSavings: { FCP: 0, LCP: 800 },
			},
			'cls-culprits-insight': {
				id: 'cls-culprits-insight',
				title: 'Layout shift culprits',
				description:
					'Layout shifts occur when elements move absent any user interaction. [Investigate the causes of layout shifts](https://developer.chrome.com/docs/performance/insights/cls-culprit), such as elements being added, removed, or their fonts changing as the page loads.',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				metricSavings: { CLS: 0.05 },
			},
			'legacy-javascript-insight': {
				id: 'legacy-javascript-insight',
				title: 'Legacy JavaScript',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				displayValue: 'Est savings of 150 ms',
				metricSavings: { FCP: 150, LCP: 150 },
			},
			'cache-insight': {
				id: 'cache-insight',
				title: 'Use efficient cache lifetimes',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				displayValue: 'Est savings of 96 KiB',
				metricSavings: { FCP: 0, LCP: 0 },
			},
			'dom-size-insight': {
				id: 'dom-size-insight',
				title: 'Optimize DOM size',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				metricSavings: { INP: 0 },
			},
			'document-latency-insight': {
				id: 'document-latency-insight',
				title: 'Document request latency',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				metricSavings: { FCP: 0, LCP: 0 },
			},
			'font-display-insight': {
				id: 'font-display-insight',
				title: 'Font display',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				metricSavings: { FCP: 0 },
			},
			'lcp-breakdown-insight': {
				id: 'lcp-breakdown-insight',
				title: 'LCP breakdown',
				score: null,
				scoreDisplayMode: 'informative',
				metricSavings: { LCP: 0 },
			},
			'network-dependency-tree-insight': {
				id: 'network-dependency-tree-insight',
				title: 'Network dependency tree',
				score: null,
				scoreDisplayMode: 'informative',
			},
		},
	},
};

export const PSI_DESKTOP: PageSpeedReport = {
	loadingExperience: {
		id: 'http://example.org/',
		metrics: {
			LARGEST_CONTENTFUL_PAINT_MS: {
				percentile: 1706,
				category: 'FAST',
			},
			CUMULATIVE_LAYOUT_SHIFT_SCORE: {
				percentile: 10,
				category: 'FAST',
			},
			INTERACTION_TO_NEXT_PAINT: {
				percentile: 223,
				category: 'AVERAGE',
			},
			FIRST_CONTENTFUL_PAINT_MS: {
				percentile: 1444,
				category: 'FAST',
			},
			EXPERIMENTAL_TIME_TO_FIRST_BYTE: {
				percentile: 685,
				category: 'FAST',
			},
		},
		overall_category: 'AVERAGE',
	},
	originLoadingExperience: {
		id: 'http://example.org',
		metrics: {
			LARGEST_CONTENTFUL_PAINT_MS: {
				percentile: 1991,
				category: 'FAST',
			},
			CUMULATIVE_LAYOUT_SHIFT_SCORE: {
				percentile: 11,
				category: 'AVERAGE',
			},
			INTERACTION_TO_NEXT_PAINT: {
				percentile: 225,
				category: 'AVERAGE',
			},
			FIRST_CONTENTFUL_PAINT_MS: {
				percentile: 1524,
				category: 'FAST',
			},
			EXPERIMENTAL_TIME_TO_FIRST_BYTE: {
				percentile: 640,
				category: 'FAST',
			},
		},
		overall_category: 'AVERAGE',
	},
	lighthouseResult: {
		finalUrl: 'http://example.org/',
		lighthouseVersion: '13.0.1',
		categories: {
			performance: {
				score: 0.92,
			},
		},
		audits: {
			'first-contentful-paint': {
				id: 'first-contentful-paint',
				title: 'First Contentful Paint',
				score: 0.94,
				scoreDisplayMode: 'numeric',
				numericValue: 822.5,
				displayValue: '0.8 s',
			},
			'largest-contentful-paint': {
				id: 'largest-contentful-paint',
				title: 'Largest Contentful Paint',
				score: 0.82,
				scoreDisplayMode: 'numeric',
				numericValue: 1472.8,
				displayValue: '1.5 s',
			},
			'total-blocking-time': {
				id: 'total-blocking-time',
				title: 'Total Blocking Time',
				score: 0.94,
				scoreDisplayMode: 'numeric',
				numericValue: 125,
				displayValue: '130 ms',
			},
			'cumulative-layout-shift': {
				id: 'cumulative-layout-shift',
				title: 'Cumulative Layout Shift',
				score: 0.98,
				scoreDisplayMode: 'numeric',
				numericValue: 0.06,
				displayValue: '0.060',
			},
			'speed-index': {
				id: 'speed-index',
				title: 'Speed Index',
				score: 0.94,
				scoreDisplayMode: 'numeric',
				numericValue: 1143.6,
				displayValue: '1.1 s',
			},
			'render-blocking-insight': {
				id: 'render-blocking-insight',
				title: 'Render blocking requests',
				description:
					"Requests are blocking the page's initial render, which may delay LCP. [Deferring or inlining](https://web.dev/learn/performance/understanding-the-critical-path#render-blocking_resources) can move these network requests out of the critical path.",
				score: 0,
				scoreDisplayMode: 'metricSavings',
				displayValue: 'Est savings of 130 ms',
				metricSavings: { FCP: 130, LCP: 130 },
			},
			'cache-insight': {
				id: 'cache-insight',
				title: 'Use efficient cache lifetimes',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				displayValue: 'Est savings of 96 KiB',
				metricSavings: { FCP: 0, LCP: 0 },
			},
			'image-delivery-insight': {
				id: 'image-delivery-insight',
				title: 'Improve image delivery',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				metricSavings: { FCP: 0, LCP: 0 },
			},
			'cls-culprits-insight': {
				id: 'cls-culprits-insight',
				title: 'Layout shift culprits',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				metricSavings: { CLS: 0 },
			},
			'document-latency-insight': {
				id: 'document-latency-insight',
				title: 'Document request latency',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				metricSavings: { FCP: 0, LCP: 0 },
			},
			'lcp-breakdown-insight': {
				id: 'lcp-breakdown-insight',
				title: 'LCP breakdown',
				score: null,
				scoreDisplayMode: 'informative',
				metricSavings: { LCP: 0 },
			},
		},
	},
};
