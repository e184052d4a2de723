/**
 * Builds one bundle per screen into dist/js. React and the @wordpress/*
 * packages stay external: WordPress provides them, and the dependency
 * extraction plugin lists them in each entry's .asset.php.
 */
const path = require( 'path' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

// The entries, one per screen: the list the PHP side registers too (Assets::entries()).
const ENTRIES = require( './includes/Core/Assets/entries.json' );

module.exports = ( env, argv ) => {
	const isProduction = argv.mode !== 'development';
	return {
		mode: isProduction ? 'production' : 'development',
		context: __dirname,
		entry: Object.fromEntries(
			ENTRIES.map( ( name ) => [
				`googlesitekit-${ name }`,
				`./assets/js/entries/${ name }.tsx`,
			] )
		),
		output: {
			path: path.resolve( __dirname, 'dist/js' ),
			filename: '[name].js',
			// Code loaded on demand (the Change metrics panel): named by content, so a new build is never served a
			// stale chunk from a browser cache.
			chunkFilename: 'chunks/[name].[contenthash:8].js',
			clean: true,
		},
		resolve: {
			extensions: [ '.tsx', '.ts', '.js' ],
		},
		module: {
			rules: [
				{
					test: /\.[jt]sx?$/,
					exclude: /node_modules/,
					use: 'babel-loader',
				},
			],
		},
		plugins: [ new DependencyExtractionWebpackPlugin() ],
		optimization: {
			// A chunk loaded on demand keeps its libraries (the line chart its uPlot): one request, named after it.
			splitChunks: { cacheGroups: { defaultVendors: false } },
		},
		devtool: isProduction ? false : 'source-map',
		performance: { hints: false },
		watchOptions: {
			ignored: [ '**/node_modules', '**/.wp', '**/dist', '**/vendor' ],
		},
	};
};

module.exports.ENTRIES = ENTRIES;
