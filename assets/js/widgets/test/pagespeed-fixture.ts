/**
 * PageSpeed Insights answers for http://example.org/ (the emulator's, trimmed to
 * what the Speed widget reads).
 */

/**
 * Internal dependencies
 */
import type { PageSpeedReport } from '../pagespeed';

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
			interactive: {
				id: 'interactive',
				title: 'Time to Interactive',
				score: 0.68,
				scoreDisplayMode: 'numeric',
				numericValue: 5722.1,
				displayValue: '5.7 s',
			},
			'server-response-time': {
				id: 'server-response-time',
				title: 'Initial server response time was short',
				score: 0,
				scoreDisplayMode: 'binary',
				numericValue: 642,
				displayValue: 'Root document took 640 ms',
			},
			'render-blocking-resources': {
				id: 'render-blocking-resources',
				title: 'Eliminate render-blocking resources',
				score: 0.5,
				scoreDisplayMode: 'metricSavings',
				numericValue: 440,
				displayValue: 'Est savings of 440 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 440,
				},
			},
			'unused-javascript': {
				id: 'unused-javascript',
				title: 'Reduce unused JavaScript',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				numericValue: 780,
				displayValue: 'Est savings of 780 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 780,
				},
			},
			'unused-css-rules': {
				id: 'unused-css-rules',
				title: 'Reduce unused CSS',
				score: 0.5,
				scoreDisplayMode: 'metricSavings',
				numericValue: 460,
				displayValue: 'Est savings of 460 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 460,
				},
			},
			'modern-image-formats': {
				id: 'modern-image-formats',
				title: 'Serve images in next-gen formats',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				numericValue: 800,
				displayValue: 'Est savings of 800 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 800,
				},
			},
			'offscreen-images': {
				id: 'offscreen-images',
				title: 'Defer offscreen images',
				score: 0,
				scoreDisplayMode: 'metricSavings',
				numericValue: 740,
				displayValue: 'Est savings of 740 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 740,
				},
			},
			'uses-text-compression': {
				id: 'uses-text-compression',
				title: 'Enable text compression',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				numericValue: 10,
				displayValue: 'Est savings of 10 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 10,
				},
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
			interactive: {
				id: 'interactive',
				title: 'Time to Interactive',
				score: 0.98,
				scoreDisplayMode: 'numeric',
				numericValue: 1777.6,
				displayValue: '1.8 s',
			},
			'server-response-time': {
				id: 'server-response-time',
				title: 'Initial server response time was short',
				score: 1,
				scoreDisplayMode: 'binary',
				numericValue: 360,
				displayValue: 'Root document took 360 ms',
			},
			'render-blocking-resources': {
				id: 'render-blocking-resources',
				title: 'Eliminate render-blocking resources',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				numericValue: 40,
				displayValue: 'Est savings of 40 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 40,
				},
			},
			'unused-javascript': {
				id: 'unused-javascript',
				title: 'Reduce unused JavaScript',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				numericValue: 50,
				displayValue: 'Est savings of 50 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 50,
				},
			},
			'unused-css-rules': {
				id: 'unused-css-rules',
				title: 'Reduce unused CSS',
				score: 0.5,
				scoreDisplayMode: 'metricSavings',
				numericValue: 130,
				displayValue: 'Est savings of 130 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 130,
				},
			},
			'modern-image-formats': {
				id: 'modern-image-formats',
				title: 'Serve images in next-gen formats',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				numericValue: 20,
				displayValue: 'Est savings of 20 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 20,
				},
			},
			'offscreen-images': {
				id: 'offscreen-images',
				title: 'Defer offscreen images',
				score: 1,
				scoreDisplayMode: 'metricSavings',
				numericValue: 10,
				displayValue: 'Est savings of 10 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 10,
				},
			},
			'uses-text-compression': {
				id: 'uses-text-compression',
				title: 'Enable text compression',
				score: 0.5,
				scoreDisplayMode: 'metricSavings',
				numericValue: 100,
				displayValue: 'Est savings of 100 ms',
				details: {
					type: 'opportunity',
					overallSavingsMs: 100,
				},
			},
		},
	},
};
