/**
 * Internal dependencies
 */
import {
	isNumeric,
	isPositiveInteger,
	isValidAnchor,
	isValidJSON,
} from '../validation';

describe( 'isPositiveInteger', () => {
	it.each( [ 1, 42, '7', '123456' ] )( 'accepts %p', ( value ) => {
		expect( isPositiveInteger( value ) ).toBe( true );
	} );

	it.each( [
		0,
		-3,
		1.5,
		'0',
		'01',
		'1.0',
		' 5',
		'',
		NaN,
		Infinity,
		null,
		undefined,
		'99999999999999999999',
	] )( 'rejects %p', ( value ) => {
		expect( isPositiveInteger( value ) ).toBe( false );
	} );
} );

describe( 'isNumeric', () => {
	it.each( [ 0, -1.25, '3.5', '-2', '1e3' ] )( 'accepts %p', ( value ) => {
		expect( isNumeric( value ) ).toBe( true );
	} );

	it.each( [ '', '  ', 'abc', '12px', NaN, Infinity, null, {} ] )(
		'rejects %p',
		( value ) => {
			expect( isNumeric( value ) ).toBe( false );
		}
	);
} );

describe( 'isValidJSON', () => {
	it.each( [ '{}', '[1,2]', '"text"', 'null', '{"a":{"b":1}}' ] )(
		'accepts %p',
		( value ) => {
			expect( isValidJSON( value ) ).toBe( true );
		}
	);

	it.each( [ '', '{', "{'a':1}", 'undefined', 12, null ] )(
		'rejects %p',
		( value ) => {
			expect( isValidJSON( value ) ).toBe( false );
		}
	);
} );

describe( 'isValidAnchor', () => {
	it.each( [ '#traffic', '#key-metrics', '#a', '#_x', '#speed_2' ] )(
		'accepts %p',
		( value ) => {
			expect( isValidAnchor( value ) ).toBe( true );
		}
	);

	it.each( [
		'',
		'#',
		'traffic',
		'#-traffic',
		'#traffic!',
		'#key metrics',
		'#<script>',
	] )( 'rejects %p', ( value ) => {
		expect( isValidAnchor( value ) ).toBe( false );
	} );
} );
