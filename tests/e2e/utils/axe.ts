/**
 * axe-core's WCAG 2 A and AA rules on part of a page (the same check as a11y.test.ts), for files that check the
 * screens they add.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

import type { Page } from 'playwright-core';

const AXE_SOURCE = createRequire( __filename ).resolve( 'axe-core/axe.min.js' );
const WCAG_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa' ];

interface AxeViolation {
	id: string;
	impact: string | null;
	help: string;
	nodes: Array< { target: unknown[]; failureSummary?: string } >;
}

/**
 * The WCAG A/AA violations inside `selector`, one readable line each; fails when axe checked nothing there.
 *
 * @param page     Page.
 * @param selector What to check.
 */
export async function axeViolations(
	page: Page,
	selector: string
): Promise< string[] > {
	await page.locator( selector ).first().waitFor();
	if ( ! ( await page.evaluate( () => 'axe' in window ) ) ) {
		await page.addScriptTag( { path: AXE_SOURCE } );
	}
	const found = await page.evaluate(
		async ( [ include, tags ] ) => {
			const { axe } = window as unknown as {
				axe: {
					run: (
						context: unknown,
						options: unknown
					) => Promise< {
						violations: AxeViolation[];
						passes: unknown[];
					} >;
				};
			};
			const result = await axe.run(
				{ include: [ [ include ] ] },
				{
					runOnly: { type: 'tag', values: tags },
					resultTypes: [ 'violations' ],
				}
			);
			return {
				violations: result.violations,
				passed: result.passes.length,
			};
		},
		[ selector, WCAG_TAGS ] as const
	);
	assert.ok( found.passed > 0, `axe checked nothing in ${ selector }` );
	return found.violations.flatMap( ( violation ) =>
		violation.nodes.map(
			( node ) =>
				`${ violation.id } (${ violation.impact }) ${ JSON.stringify(
					node.target
				) }: ${ ( node.failureSummary ?? violation.help ).replace(
					/\s+/g,
					' '
				) }`
		)
	);
}
