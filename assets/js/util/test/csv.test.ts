/**
 * Internal dependencies
 */
import {
	BOM,
	csvField,
	csvFileName,
	fileNamePart,
	neutralise,
	toCsv,
} from '../csv';
import { parseCsv as parse } from './parse-csv';

describe( 'toCsv', () => {
	it( 'starts with the byte-order mark, then the header row, each record ended by CRLF', () => {
		const text = toCsv( [ 'Page', 'Views' ], [ [ '/about', 12 ] ] );
		expect( text ).toBe( `${ BOM }Page,Views\r\n/about,12\r\n` );
	} );

	it( 'writes raw numbers, negative ones unquoted and unprefixed', () => {
		const text = toCsv(
			[ 'a', 'b', 'c', 'd' ],
			[ [ 1234567, 0.4523, -12, 0 ] ]
		);
		expect( text.split( '\r\n' )[ 1 ] ).toBe( '1234567,0.4523,-12,0' );
	} );

	it( 'quotes fields with quotes, commas and line breaks, doubling the quotes', () => {
		const rows = [
			[ 'say "hi"', 'a,b', 'two\nlines', 'cr\rlf\r\nend', 'plain' ],
		];
		const text = toCsv( [ '1', '2', '3', '4', '5' ], rows );
		expect( text.split( '\r\n' ).length ).toBeGreaterThan( 2 );
		expect( text ).toContain(
			'"say ""hi""","a,b","two\nlines","cr\rlf\r\nend",plain\r\n'
		);
		expect( parse( text.slice( 1 ) ) ).toEqual( [
			[ '1', '2', '3', '4', '5' ],
			...rows,
		] );
	} );

	it( 'keeps accents and other scripts as they are (UTF-8 is the encoder’s job)', () => {
		const text = toCsv( [ 'Requête' ], [ [ 'café – 東京' ] ] );
		expect( parse( text.slice( 1 ) ) ).toEqual( [
			[ 'Requête' ],
			[ 'café – 東京' ],
		] );
	} );

	it( 'neutralises text that a spreadsheet would run as a formula', () => {
		const evil = [
			'=HYPERLINK("http://evil.test","x")',
			'+1+1',
			'-2+3',
			'@SUM(A1)',
			'\tcmd',
			'\rcmd',
		];
		const text = toCsv(
			evil.map( ( _, index ) => `c${ index }` ),
			[ evil ]
		);
		const [ , cells ] = parse( text.slice( 1 ) );
		expect( cells ).toEqual( evil.map( ( value ) => `'${ value }` ) );
		// None of the fields starts with a formula character once read back.
		cells.forEach( ( cell ) =>
			expect( cell ).not.toMatch( /^[=+\-@\t\r]/ )
		);
	} );

	it( 'leaves empty fields for missing cells, NaN and infinities', () => {
		const text = toCsv(
			[ 'a', 'b', 'c', 'd' ],
			[ [ null, undefined, Number.NaN, Infinity ], [ 'x' ] ]
		);
		expect( text.split( '\r\n' ).slice( 1 ) ).toEqual( [
			',,,',
			'x,,,',
			'',
		] );
	} );

	it( 'writes dates as ISO days', () => {
		const text = toCsv(
			[ 'Day' ],
			[ [ new Date( Date.UTC( 2026, 10, 26 ) ) ] ]
		);
		expect( text.split( '\r\n' )[ 1 ] ).toBe( '2026-11-26' );
	} );
} );

describe( 'csvField and neutralise', () => {
	it( 'neutralises only a formula character at the start', () => {
		expect( neutralise( 'a=b' ) ).toBe( 'a=b' );
		expect( neutralise( ' =1' ) ).toBe( ' =1' );
		expect( neutralise( '-12' ) ).toBe( "'-12" );
		expect( csvField( -12 ) ).toBe( '-12' );
		expect( csvField( '=1,2' ) ).toBe( `"'=1,2"` );
	} );
} );

describe( 'csvFileName', () => {
	const dates = {
		startDate: '2026-10-30',
		endDate: '2026-11-26',
		compareStartDate: '2026-10-02',
		compareEndDate: '2026-10-29',
	};

	it( 'names the site, the widget, the range and the compare period', () => {
		expect(
			csvFileName( {
				site: 'Harvest & Hearth',
				name: 'popular-pages',
				...dates,
			} )
		).toBe(
			'harvest-hearth_popular-pages_2026-10-30_2026-11-26_vs_2026-10-02_2026-10-29.csv'
		);
	} );

	it( 'leaves the compare period out when there is none', () => {
		expect(
			csvFileName( {
				site: 'Harvest & Hearth',
				name: 'popular-pages',
				startDate: '2026-10-30',
				endDate: '2026-11-26',
			} )
		).toBe( 'harvest-hearth_popular-pages_2026-10-30_2026-11-26.csv' );
	} );

	it( 'names the page of an entity dashboard', () => {
		expect(
			csvFileName( {
				site: 'Harvest & Hearth',
				page: 'http://127.0.0.1:8501/2026/11/sourdough-starter/',
				name: 'top-queries',
				...dates,
			} )
		).toMatch(
			/^harvest-hearth_2026-11-sourdough-starter_top-queries_2026-10-30_/
		);
		expect(
			csvFileName( {
				site: 'Harvest & Hearth',
				page: 'https://example.org/',
				name: 'top-queries',
				...dates,
			} )
		).toMatch( /^harvest-hearth_home_top-queries_/ );
	} );

	it( 'keeps only safe characters, whatever the site is called', () => {
		const name = csvFileName( {
			site: '../../etc/passwd "Ünïcode" <script>',
			name: 'a/b\\c:d',
			...dates,
		} );
		expect( name ).toMatch( /^[a-z0-9_.-]+$/ );
		expect( name ).toMatch( /^etc-passwd-unicode-script_a-b-c-d_/ );
	} );

	it( 'falls back to the host when the name keeps no letters, then to "site"', () => {
		expect(
			csvFileName( {
				site: '東京カフェ',
				siteURL: 'https://www.tokyo-cafe.example/',
				name: 'x',
				...dates,
			} )
		).toMatch( /^tokyo-cafe-example_x_/ );
		expect( csvFileName( { site: '東京', name: '', ...dates } ) ).toMatch(
			/^site_data_/
		);
	} );

	it( 'drops dates that are not ISO days', () => {
		expect(
			csvFileName( {
				site: 'S',
				name: 'n',
				startDate: '../x',
				endDate: '2026-11-26',
				compareStartDate: 'bad',
				compareEndDate: '2026-10-29',
			} )
		).toBe( 's_n_2026-11-26.csv' );
	} );
} );

describe( 'fileNamePart', () => {
	it( 'cuts long names without a trailing hyphen', () => {
		const part = fileNamePart( 'word '.repeat( 30 ), 12 );
		expect( part ).toBe( 'word-word-wo' );
		expect( fileNamePart( 'ab cd', 3 ) ).toBe( 'ab' );
	} );

	it( 'splits camelCase slugs into words', () => {
		expect( fileNamePart( 'kmAnalyticsNewVisitors' ) ).toBe(
			'km-analytics-new-visitors'
		);
	} );
} );
