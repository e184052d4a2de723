/**
 * Babel: TypeScript and JSX for the browser bundles and for jest.
 *
 * JSX compiles with the classic runtime (createElement from @wordpress/element)
 * because WordPress 6.5 registers no react-jsx-runtime script; the pragma
 * plugin adds that import to every file that uses JSX.
 * @param api
 */
/**
 * @param {import('@babel/core').ConfigAPI} api Babel's config API.
 * @return {Object} The Babel configuration.
 */
module.exports = ( api ) => {
	const isTest = api.env( 'test' );
	return {
		presets: [
			[
				'@babel/preset-env',
				isTest
					? { targets: { node: 'current' } }
					: { targets: 'defaults, not dead', bugfixes: true },
			],
			[
				'@babel/preset-react',
				{
					runtime: 'classic',
					pragma: 'createElement',
					pragmaFrag: 'Fragment',
				},
			],
			[
				'@babel/preset-typescript',
				{ isTSX: true, allExtensions: true },
			],
		],
		plugins: [
			[
				'@wordpress/babel-plugin-import-jsx-pragma',
				{
					scopeVariable: 'createElement',
					scopeVariableFrag: 'Fragment',
					source: '@wordpress/element',
					isDefault: false,
				},
			],
		],
	};
};
