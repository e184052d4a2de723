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
	// The layers of assets/js and no import cycles (tools/eslint/layers.js). The files listed still import a
	// module list (a higher layer) and are being mended in parallel (issue 24): api/batch.ts and
	// datastore/module-settings/index.ts receive the lists from modules/setup.ts; the screens and widget helpers
	// below are to ask the lists handed down the same way. Each leaves this list once it no longer imports upward.
	...layerConfig( 'assets/js', [
		'assets/js/api/batch.ts',
		'assets/js/datastore/module-settings/index.ts',
		'assets/js/components/Banner/UserInputNotification.tsx',
		'assets/js/components/DashboardSharing/SharingRow.tsx',
		'assets/js/components/Header/HelpMenu.tsx',
		'assets/js/components/Header/ViewOnlyMenu.tsx',
		'assets/js/components/ModuleSetup/ModuleSetupScreen.tsx',
		'assets/js/components/Settings/ConnectMoreServices.tsx',
		'assets/js/components/Settings/DisconnectDialog.tsx',
		'assets/js/components/Settings/ModulePanel.tsx',
		'assets/js/components/Settings/ModulePanelFooter.tsx',
		'assets/js/components/Summary/SummaryFigures.tsx',
		'assets/js/components/Summary/blocks.tsx',
		'assets/js/widgets/common/PageLabel.tsx',
		'assets/js/widgets/common/gathering.ts',
		'assets/js/widgets/common/sources.ts',
		'assets/js/widgets/register.ts',
	] ),
	{
		files: [ '**/test/**', '**/*.test.*', 'tests/js/**' ],
		languageOptions: { globals: { ...globals.jest, ...globals.node } },
	},
];
