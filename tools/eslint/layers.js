/**
 * The layers of assets/js, kept by lint: a file imports only its own layer or
 * the layers below it (util < api < datastore < widgets < components < modules
 * < entries), and no files import each other in a circle (import/no-cycle).
 * eslint.config.js applies `layerConfig( 'assets/js' )`;
 * tests/tools/eslint-layers.test.mjs shows both rules failing.
 */
const path = require( 'node:path' );

/** Each top folder's floor: a file may import from its floor and the ones below. */
const FLOORS = {
	util: 1,
	api: 2,
	datastore: 3,
	widgets: 4,
	components: 5,
	modules: 6,
	entries: 7,
};

/**
 * The top folder of a path inside the root, or undefined outside it.
 *
 * @param {string} root Absolute root (assets/js).
 * @param {string} file Absolute path.
 * @return {string|undefined} The folder, e.g. 'datastore'.
 */
function layerOf( root, file ) {
	const relative = path.relative( root, file );
	if ( relative.startsWith( '..' ) || path.isAbsolute( relative ) ) {
		return undefined;
	}
	const top = relative.split( path.sep )[ 0 ];
	return Object.hasOwn( FLOORS, top ) ? top : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
const layersRule = {
	meta: {
		type: 'problem',
		docs: {
			description:
				'A file of assets/js imports only its own layer or a lower one.',
		},
		schema: [
			{
				type: 'object',
				properties: { root: { type: 'string' } },
				required: [ 'root' ],
				additionalProperties: false,
			},
		],
		messages: {
			upward: '{{from}}/ (layer {{fromFloor}}) may not import {{to}}/ (layer {{toFloor}}): lower layers never import higher ones. Move the shared code down, or have the higher layer hand it in.',
		},
	},
	create( context ) {
		const root = path.resolve( context.cwd, context.options[ 0 ].root );
		const from = layerOf( root, context.filename );
		if ( ! from ) {
			return {};
		}
		/**
		 * Reports a relative import that lands in a higher layer.
		 *
		 * @param {import('estree').Node} node   The import's source literal.
		 * @param {unknown}               source Its value.
		 */
		function check( node, source ) {
			if ( typeof source !== 'string' || ! source.startsWith( '.' ) ) {
				return;
			}
			const to = layerOf(
				root,
				path.resolve( path.dirname( context.filename ), source )
			);
			if ( to && FLOORS[ to ] > FLOORS[ from ] ) {
				context.report( {
					node,
					messageId: 'upward',
					data: {
						from,
						fromFloor: FLOORS[ from ],
						to,
						toFloor: FLOORS[ to ],
					},
				} );
			}
		}
		const checkSource = ( node ) =>
			node.source && check( node.source, node.source.value );
		return {
			ImportDeclaration: checkSource,
			ExportNamedDeclaration: checkSource,
			ExportAllDeclaration: checkSource,
			ImportExpression: ( node ) =>
				check( node.source, node.source.value ),
		};
	},
};

/**
 * The lint blocks that keep a source tree's layers: the layer rule and
 * import/no-cycle on its files (tests and their helpers aside: a test may
 * set up any layer).
 *
 * @param {string}   root      The tree, relative to the repository (assets/js).
 * @param {string[]} [pending] Files, relative to the repository, still being
 *                             mended elsewhere: left out until they are.
 * @return {Object[]} Flat config blocks.
 */
function layerConfig( root, pending = [] ) {
	return [
		{
			files: [ `${ root }/**/*.{js,mjs,ts,tsx}` ],
			ignores: [
				`${ root }/**/test/**`,
				`${ root }/**/*.test.*`,
				...pending,
			],
			plugins: { 'site-kit': { rules: { layers: layersRule } } },
			// import/no-cycle follows only the files of these extensions (the WordPress preset names .js and .jsx).
			settings: {
				'import/extensions': [ '.js', '.mjs', '.ts', '.tsx' ],
			},
			rules: {
				'site-kit/layers': [ 'error', { root } ],
				'import/no-cycle': 'error',
			},
		},
	];
}

module.exports = { FLOORS, layerConfig, layersRule };
