const wordpress = require( '@wordpress/eslint-plugin' );
const globals = require( 'globals' );
const { layerConfig } = require( './tools/eslint/layers' );

module.exports = [
	{
		ignores: [
			'node_modules/**',
			'vendor/**',
			'dist/**',
			'.wp/**',
			'artifacts/**',
			'build-zip/**',
			// Linted by tests/tools/eslint-layers.test.mjs, where its errors are expected.
			'tests/tools/fixtures/layers/**',
		],
	},
	...wordpress.configs.recommended,
	{
		settings: {
			// Provided by WordPress at run time (externals), or dev-only.
			'import/core-modules': [
				'@wordpress/element',
				'@wordpress/data',
				'@wordpress/api-fetch',
				'@wordpress/i18n',
				'@wordpress/url',
			],
		},
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'google-site-kit' },
			],
			// Dev dependencies are the norm here: the bundles get React and @wordpress/* from WordPress.
			'import/no-extraneous-dependencies': 'off',
		},
	},
	{
		files: [
			'**/*.js',
			'**/*.mjs',
			'bin/**',
			'tools/**',
			'tests/e2e/**',
			'tests/bench/**',
			'tests/php/**',
		],
		languageOptions: { globals: { ...globals.node } },
		rules: {
			'no-console': 'off',
		},
	},
	{
		// util/ is the bottom layer: pure helpers that import nothing of the app
		// (the boot data is read in api/base-data.ts). Its tests keep to it too.
		files: [ 'assets/js/util/**' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(\\.\\./)+(api|datastore|components|modules|widgets|entries)(/|$)',
							message:
								'util/ imports nothing of the app: move the code that needs it out of util/.',
						},
					],
				},
			],
		},
	},
	// The layers of assets/js and no import cycles (tools/eslint/layers.js), with no file exempt: what a lower layer
	// needs of the modules is handed down to it (assets/js/modules/README.md).
	...layerConfig( 'assets/js' ),
	{
		files: [ '**/test/**', '**/*.test.*', 'tests/js/**' ],
		languageOptions: { globals: { ...globals.jest, ...globals.node } },
	},
];
