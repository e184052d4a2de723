/**
 * Internal dependencies
 */
import { createTestRegistry } from '../../registry';
import { formsStore } from '..';

describe( 'core/forms', () => {
	it( 'keeps values per form, merging what is set', () => {
		const registry = createTestRegistry();
		const { setValues } = registry.dispatch( formsStore );

		setValues( 'analyticsSetup', { accountID: '1' } );
		setValues( 'analyticsSetup', { propertyID: '2' } );
		setValues( 'userInput', { accountID: 'other form' } );

		const select = registry.select( formsStore );
		expect( select.getValue( 'analyticsSetup', 'accountID' ) ).toBe( '1' );
		expect( select.getValue( 'analyticsSetup', 'propertyID' ) ).toBe( '2' );
		expect( select.getValue( 'userInput', 'accountID' ) ).toBe(
			'other form'
		);
		expect( select.getValue( 'unknown', 'accountID' ) ).toBeUndefined();
	} );

	it( 'forgets a form that is reset', () => {
		const registry = createTestRegistry();
		registry.dispatch( formsStore ).setValues( 'f', { a: 1 } );
		registry.dispatch( formsStore ).resetForm( 'f' );
		expect( registry.select( formsStore ).hasForm( 'f' ) ).toBe( false );
		expect(
			registry.select( formsStore ).getValues( 'f' )
		).toBeUndefined();
	} );
} );
