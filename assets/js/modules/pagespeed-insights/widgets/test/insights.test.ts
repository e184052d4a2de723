/**
 * Internal dependencies
 */
import { formatSaving, savingsOf, topInsights } from '../insights';
import { markdownParts } from '../MarkdownText';
import type { LighthouseAudit, PageSpeedReport } from '../../report';

function reportOf( audits: LighthouseAudit[] ): PageSpeedReport {
	return {
		lighthouseResult: {
			audits: Object.fromEntries(
				audits.map( ( audit ) => [ audit.id, audit ] )
			),
		},
	};
}

describe( 'topInsights', () => {
	it( 'ranks mixed metrics by their saving relative to the metric’s good threshold', () => {
		const report = reportOf( [
			{
				id: 'a-insight',
				title: 'TBT 100 ms (50 % of 200 ms)',
				score: 0,
				metricSavings: { TBT: 100 },
			},
			{
				id: 'b-insight',
				title: 'LCP 1000 ms (40 % of 2.5 s)',
				score: 0,
				metricSavings: { LCP: 1000, FCP: 0 },
			},
			{
				id: 'c-insight',
				title: 'CLS 0.06 (60 % of 0.1)',
				score: 0,
				metricSavings: { CLS: 0.06 },
			},
			{
				id: 'd-insight',
				title: 'Passed',
				score: 1,
				metricSavings: { LCP: 2000 },
			},
			{
				id: 'e-insight',
				title: 'Informative',
				score: null,
				scoreDisplayMode: 'informative',
				metricSavings: { LCP: 3000 },
			},
			{
				id: 'f-insight',
				title: 'No metricSavings',
				score: 0,
				displayValue: 'Est savings of 5 KiB',
			},
		] );
		expect( topInsights( report ).map( ( i ) => i.title ) ).toEqual( [
			'CLS 0.06 (60 % of 0.1)',
			'TBT 100 ms (50 % of 200 ms)',
			'LCP 1000 ms (40 % of 2.5 s)',
		] );
		expect( topInsights( report, 1 ) ).toHaveLength( 1 );
	} );

	it( 'breaks a tie on the largest saving with the sum of all savings', () => {
		const report = reportOf( [
			{
				id: 'one-insight',
				title: 'One',
				score: 0,
				metricSavings: { LCP: 500 },
			},
			{
				id: 'two-insight',
				title: 'Two',
				score: 0,
				metricSavings: { LCP: 500, FCP: 180 },
			},
		] );
		expect( topInsights( report ).map( ( i ) => i.title ) ).toEqual( [
			'Two',
			'One',
		] );
	} );

	it( 'reads the opportunities of Lighthouse before 13 when there are no insights', () => {
		const report = reportOf( [
			{
				id: 'unused-javascript',
				title: 'Reduce unused JavaScript',
				score: 0.5,
				metricSavings: { LCP: 300, FCP: 150 },
				details: { type: 'opportunity', overallSavingsMs: 300 },
			},
			{
				id: 'largest-contentful-paint',
				title: 'Largest Contentful Paint',
				score: 0.3,
			},
		] );
		expect( topInsights( report ).map( ( i ) => i.id ) ).toEqual( [
			'unused-javascript',
		] );
		// With insights present, the older duplicates are ignored.
		const both = reportOf( [
			...Object.values( report.lighthouseResult?.audits || {} ),
			{
				id: 'render-blocking-insight',
				title: 'Render blocking requests',
				score: 0,
				metricSavings: { FCP: 100 },
			},
		] );
		expect( topInsights( both ).map( ( i ) => i.id ) ).toEqual( [
			'render-blocking-insight',
		] );
	} );
} );

describe( 'savings in words', () => {
	it( 'writes each metric’s saving with its unit, largest first', () => {
		expect(
			savingsOf( { FCP: 300, LCP: 450, CLS: 0, INP: -5 } ).map(
				formatSaving
			)
		).toEqual( [ 'LCP −450 ms', 'FCP −300 ms' ] );
		expect( savingsOf( { CLS: 0.05 } ).map( formatSaving ) ).toEqual( [
			'CLS −0.05',
		] );
		expect( savingsOf( { LCP: 1250 } ).map( formatSaving ) ).toEqual( [
			'LCP −1.3 s',
		] );
	} );
} );

describe( 'markdownParts', () => {
	it( 'turns http(s) markdown links into links and leaves everything else as text', () => {
		expect(
			markdownParts(
				'See [the docs](https://developer.chrome.com/x_(y)) and [this](javascript:alert(1)) or [that](/relative). <b>bold</b>'
			)
		).toEqual( [
			{ text: 'See ' },
			{ text: 'the docs', href: 'https://developer.chrome.com/x_(y)' },
			{ text: ' and ' },
			{ text: 'this' },
			{ text: ' or ' },
			{ text: 'that' },
			{ text: '. <b>bold</b>' },
		] );
	} );
} );
