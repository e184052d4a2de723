/**
 * Internal dependencies
 */
import { createTestRegistry } from '../../registry';
import { uiStore } from '..';

describe( 'core/ui', () => {
	it( 'keeps values by key until they are reset', () => {
		const registry = createTestRegistry();
		expect( registry.select( uiStore ).getValue( 'activeContextID' ) ).toBe(
			undefined
		);

		registry.dispatch( uiStore ).setValue( 'activeContextID', 'traffic' );
		registry
			.dispatch( uiStore )
			.setValues( { tourOpen: true, chips: [ 'traffic', 'content' ] } );

		const select = registry.select( uiStore );
		expect( select.getValue( 'activeContextID' ) ).toBe( 'traffic' );
		expect( select.getValue( 'tourOpen' ) ).toBe( true );
		expect( select.getValue( 'chips' ) ).toEqual( [
			'traffic',
			'content',
		] );

		registry.dispatch( uiStore ).resetValues();
		expect(
			registry.select( uiStore ).getValue( 'activeContextID' )
		).toBeUndefined();
	} );

	it( 'keeps each registry’s values to itself', () => {
		const one = createTestRegistry();
		const two = createTestRegistry();
		one.dispatch( uiStore ).setValue( 'key', 1 );
		expect( two.select( uiStore ).getValue( 'key' ) ).toBeUndefined();
	} );
} );
