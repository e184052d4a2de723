/**
 * Internal dependencies
 */
import { PROPERTY_TYPES, propertyTypeOf } from '../store';

describe( 'analytics property types', () => {
	it( 'knows the spec’s four property types', () => {
		expect( PROPERTY_TYPES ).toEqual( [
			'ua',
			'ga4',
			'ga4-legacy',
			'ga4-transitional',
		] );
	} );

	it.each( [
		[ 'UA-12345-1', '', 'ua' ],
		[ 'UA-12345-1', 'G-ABC123', 'ga4-transitional' ],
		[ '300000001', 'G-ABC123', 'ga4' ],
		[ '', '', '' ],
	] )(
		'a saved property %p with measurement ID %p is %p',
		( propertyID, measurementID, type ) => {
			expect( propertyTypeOf( propertyID, measurementID ) ).toBe( type );
		}
	);
} );
