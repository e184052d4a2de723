/**
 * Reading TypeScript/JavaScript for the i18n tools: parsing with @babel/parser, visiting every node, and the value
 * of a literal string argument.
 */
import { parse } from '@babel/parser';

/**
 * Parses TypeScript/JavaScript with JSX.
 *
 * @param {string} source Source.
 * @param {string} file   File name (for the TypeScript flavour).
 * @return {Object} Babel AST.
 */
export function parseScript( source, file ) {
	return parse( source, {
		sourceType: 'module',
		sourceFilename: file,
		plugins: [
			/\.tsx?$/.test( file ) ? 'typescript' : 'flow',
			...( /\.ts$/.test( file ) ? [] : [ 'jsx' ] ),
		],
		errorRecovery: false,
	} );
}

/**
 * Visits every node of an AST.
 *
 * @param {Object}              node  Node.
 * @param {(node:Object)=>void} visit Visitor.
 */
export function walk( node, visit ) {
	if ( ! node || typeof node.type !== 'string' ) {
		return;
	}
	visit( node );
	for ( const [ name, value ] of Object.entries( node ) ) {
		if (
			name === 'loc' ||
			name === 'leadingComments' ||
			name === 'trailingComments' ||
			name === 'innerComments'
		) {
			continue;
		}
		if ( Array.isArray( value ) ) {
			value.forEach( ( child ) => walk( child, visit ) );
		} else if ( value && typeof value === 'object' ) {
			walk( value, visit );
		}
	}
}

/**
 * The string value of a literal argument ('a', `a`, 'a' + 'b'), or null.
 *
 * @param {Object} node Argument node.
 * @return {?string} Its value.
 */
export function literal( node ) {
	if ( ! node ) {
		return null;
	}
	if ( node.type === 'StringLiteral' ) {
		return node.value;
	}
	if ( node.type === 'TemplateLiteral' && node.expressions.length === 0 ) {
		return node.quasis[ 0 ].value.cooked;
	}
	if ( node.type === 'BinaryExpression' && node.operator === '+' ) {
		const left = literal( node.left );
		const right = literal( node.right );
		return left === null || right === null ? null : left + right;
	}
	if (
		node.type === 'TSAsExpression' ||
		node.type === 'TSSatisfiesExpression' ||
		node.type === 'ParenthesizedExpression'
	) {
		return literal( node.expression );
	}
	return null;
}
