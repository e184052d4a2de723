/**
 * Internal dependencies
 */
import {
	answersProblem,
	parseUserInputQuery,
	safeAdminRedirect,
} from '../util';

const ADMIN = 'http://example.org/wp-admin/';

describe( 'safeAdminRedirect', () => {
	it.each( [
		[
			'http://example.org/wp-admin/admin.php?page=googlesitekit-settings#/admin-settings',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-settings#/admin-settings',
		],
		[
			'admin.php?page=googlesitekit-dashboard',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-dashboard',
		],
		[ '/wp-admin/index.php', 'http://example.org/wp-admin/index.php' ],
	] )( 'keeps %s, a page of this site’s admin', ( url, expected ) => {
		expect( safeAdminRedirect( url, ADMIN ) ).toBe( expected );
	} );

	it.each( [
		'',
		'https://evil.example/wp-admin/',
		'//evil.example/wp-admin/',
		'/\\evil.example/wp-admin/',
		'javascript:alert(document.cookie)',
		'data:text/html,<script>alert(1)</script>',
		'https://example.org/wp-admin/',
		'http://example.org:8080/wp-admin/',
		'http://example.org.evil.example/wp-admin/',
		'http://user:pass@example.org/wp-admin/',
		'http://example.org/',
		'http://example.org/wp-admin-evil/',
		'http://example.org/wp-admin/../wp-login.php',
		'http://example.org/wp-admin/%2e%2e/wp-login.php',
		'http://[',
	] )( 'refuses %s', ( url ) => {
		expect( safeAdminRedirect( url, ADMIN ) ).toBeNull();
	} );

	it( 'refuses everything while the admin URL is unknown', () => {
		expect(
			safeAdminRedirect( 'http://example.org/wp-admin/', undefined )
		).toBeNull();
	} );
} );

describe( 'parseUserInputQuery', () => {
	it( 'reads the question, single mode and the redirect', () => {
		expect(
			parseUserInputQuery(
				new URLSearchParams(
					'question=goals&single=settings&redirect_url=x'
				)
			)
		).toEqual( { question: 'goals', single: true, redirectURL: 'x' } );
	} );

	it( 'runs the whole flow for an unknown question or without single', () => {
		expect(
			parseUserInputQuery(
				new URLSearchParams( 'question=nope&single=settings' )
			)
		).toEqual( { question: null, single: false, redirectURL: '' } );
		expect(
			parseUserInputQuery( new URLSearchParams( 'question=purpose' ) )
		).toEqual( { question: 'purpose', single: false, redirectURL: '' } );
	} );
} );

describe( 'answersProblem', () => {
	it( 'follows spec §5', () => {
		expect( answersProblem( 'purpose', [] ) ).toBe(
			'Please select an answer'
		);
		expect( answersProblem( 'goals', [] ) ).toBe(
			'Please select at least 1 answer'
		);
		expect( answersProblem( 'goals', [ '' ] ) ).toBe(
			'Please select at least 1 answer'
		);
		expect( answersProblem( 'goals', [ 'a', '' ] ) ).toBe(
			'Select up to 3 answers'
		);
		expect( answersProblem( 'purpose', [ 'a', 'b' ] ) ).toBe(
			'Select only 1 answer'
		);
		expect( answersProblem( 'goals', [ 'a', 'b', 'c', 'd' ] ) ).toBe(
			'Select up to 3 answers'
		);
		expect( answersProblem( 'goals', [ 'a', 'b', 'c' ] ) ).toBeNull();
	} );
} );
