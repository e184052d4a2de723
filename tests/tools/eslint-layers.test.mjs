/**
 * Lint keeps the layers of assets/js in order (tools/eslint/layers.js): a file
 * that imports a higher layer, or files that import each other in a circle,
 * are errors. The fixture (tests/tools/fixtures/layers/) is linted with the
 * project's eslint.config.js plus the same layerConfig() it applies to
 * assets/js; a last test checks that assets/js itself is under both rules.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

import { ESLint } from 'eslint';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const FIXTURE = 'tests/tools/fixtures/layers';
const { layerConfig } = createRequire( import.meta.url )(
	'../../tools/eslint/layers.js'
);
const RULES = [ 'site-kit/layers', 'import/no-cycle' ];

describe( 'the layer rules on a small tree', () => {
	/** @type {Record<string, Array<{ruleId: string, message: string}>>} */
	const errors = {};

	before( async () => {
		const eslint = new ESLint( {
			cwd: ROOT,
			// The fixture is left out of `npm run lint:js` (eslint.config.js ignores it).
			ignore: false,
			overrideConfig: layerConfig( FIXTURE ),
		} );
		for ( const result of await eslint.lintFiles( [ FIXTURE ] ) ) {
			errors[
				path.relative( path.join( ROOT, FIXTURE ), result.filePath )
			] = result.messages.filter( ( m ) => RULES.includes( m.ruleId ) );
		}
	} );

	it( 'refuses a store that imports a component', () => {
		assert.deepEqual(
			errors[ 'datastore/upward.ts' ].map( ( e ) => e.ruleId ),
			[ 'site-kit/layers' ]
		);
		assert.match(
			errors[ 'datastore/upward.ts' ][ 0 ].message,
			/datastore\/ \(layer 3\) may not import components\/ \(layer 5\)/
		);
	} );

	it( 'refuses two files that import each other', () => {
		for ( const file of [ 'datastore/a.ts', 'datastore/b.ts' ] ) {
			assert.deepEqual(
				errors[ file ].map( ( e ) => e.ruleId ),
				[ 'import/no-cycle' ],
				file
			);
		}
	} );

	it( 'lets a layer import a lower one', () => {
		assert.deepEqual( errors[ 'components/panel.ts' ], [] );
		assert.deepEqual( errors[ 'util/format.ts' ], [] );
	} );
} );

describe( 'assets/js', () => {
	it( 'is linted with both rules', async () => {
		const eslint = new ESLint( { cwd: ROOT } );
		const config = await eslint.calculateConfigForFile(
			path.join( ROOT, 'assets/js/datastore/reports/actions.ts' )
		);
		for ( const rule of RULES ) {
			assert.equal( config.rules[ rule ]?.[ 0 ], 2, rule );
		}
	} );

	it( 'refuses a store importing a module list', async () => {
		const eslint = new ESLint( { cwd: ROOT } );
		const [ result ] = await eslint.lintText(
			"import { MODULE_STORES } from '../../modules/stores';\nexport const stores = MODULE_STORES;\n",
			{
				filePath: path.join(
					ROOT,
					'assets/js/datastore/reports/key.ts'
				),
			}
		);
		assert.deepEqual(
			result.messages
				.filter( ( m ) => RULES.includes( m.ruleId ) )
				.map( ( m ) => m.message ),
			[
				'datastore/ (layer 3) may not import modules/ (layer 6): lower layers never import higher ones. Move the shared code down, or have the higher layer hand it in.',
			]
		);
	} );
} );
