/**
 * Internal dependencies
 */
import { domainOf, isDomainProperty, isReadable } from '../properties';

describe( 'properties', () => {
	it( 'tells domain properties apart and names their domain', () => {
		expect( isDomainProperty( 'sc-domain:example.org' ) ).toBe( true );
		expect( isDomainProperty( 'https://example.org/' ) ).toBe( false );
		expect( domainOf( 'sc-domain:blog.example.org' ) ).toBe(
			'blog.example.org'
		);
		expect( domainOf( 'https://example.org/' ) ).toBe( '' );
	} );

	it( 'reads every permission level but the unverified one', () => {
		const site = ( permissionLevel: string ) => ( {
			siteURL: 'sc-domain:example.org',
			permissionLevel,
		} );
		expect( isReadable( site( 'siteOwner' ) ) ).toBe( true );
		expect( isReadable( site( 'siteFullUser' ) ) ).toBe( true );
		expect( isReadable( site( 'siteRestrictedUser' ) ) ).toBe( true );
		expect( isReadable( site( 'siteUnverifiedUser' ) ) ).toBe( false );
	} );
} );
