/**
 * A multisite network of three sites (extraSites): each extra site is owned by its own account, which sees only its
 * own Search Console site, GA4 property and stream, and AdSense account, and gets Google's permission errors on the
 * others'.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningEmulator } from '../src/index';
import { call, type GoogleError } from './helpers';
import {
	adsense,
	EMAIL,
	ga,
	GARDEN,
	HEADLINE,
	KITCHEN,
	PROPERTY,
	PUB,
	SC_RANGE,
	searchAnalytics,
	SITE,
	type Site,
	startNetwork,
	URLS,
} from './network-fixtures';

let network: RunningEmulator;
let tokens: Record< Site, string >;

before( async () => {
	( { emu: network, tokens } = await startNetwork() );
} );
after( () => network.close() );

describe( 'a network of three sites: each account owns its own site', () => {
	it( 'lets each account list only its own Search Console sites, GA4 properties, streams and AdSense accounts', async () => {
		const expected: Record< Site, string[] > = {
			1: [ SITE, 'https://www.example.org/' ],
			2: [ KITCHEN ],
			3: [ GARDEN ],
		};
		for ( const site of [ 1, 2, 3 ] as const ) {
			const token = tokens[ site ];
			const sc = await call< {
				siteEntry: Array< {
					siteUrl: string;
					permissionLevel: string;
				} >;
			} >(
				`${ network.url }/searchconsole.googleapis.com/webmasters/v3/sites`,
				{ token }
			);
			assert.deepEqual(
				sc.body.siteEntry.map( ( s ) => s.siteUrl ),
				expected[ site ]
			);
			assert.equal(
				sc.body.siteEntry[ 0 ].permissionLevel,
				'SITE_OWNER'
			);

			const summaries = await call< {
				accountSummaries: Array< {
					displayName: string;
					propertySummaries: Array< { property: string } >;
				} >;
			} >(
				`${ network.url }/analyticsadmin.googleapis.com/v1beta/accountSummaries`,
				{ token }
			);
			const properties = summaries.body.accountSummaries.flatMap( ( a ) =>
				a.propertySummaries.map( ( p ) => p.property )
			);
			assert.ok(
				properties.includes( `properties/${ PROPERTY[ site ] }` )
			);
			for ( const other of [ 1, 2, 3 ] as const ) {
				if ( other !== site ) {
					assert.ok(
						! properties.includes(
							`properties/${ PROPERTY[ other ] }`
						)
					);
				}
			}

			const accounts = await call< {
				accounts: Array< { name: string } >;
			} >( `${ network.url }/adsense.googleapis.com/v2/accounts`, {
				token,
			} );
			assert.deepEqual(
				accounts.body.accounts.map( ( a ) => a.name ),
				[ `accounts/${ PUB[ site ] }` ]
			);
		}
		const kitchen = await call< {
			accountSummaries: Array< {
				displayName: string;
				propertySummaries: Array< { displayName: string } >;
			} >;
		} >(
			`${ network.url }/analyticsadmin.googleapis.com/v1beta/accountSummaries`,
			{ token: tokens[ 2 ] }
		);
		assert.equal(
			kitchen.body.accountSummaries[ 0 ].displayName,
			'Harvest & Hearth Kitchen'
		);
		assert.equal(
			kitchen.body.accountSummaries[ 0 ].propertySummaries[ 0 ]
				.displayName,
			'Harvest & Hearth Kitchen'
		);
	} );

	it( 'gives each extra site a web stream on its URL with a measurement ID of its own', async () => {
		const ids = new Set< string >();
		for ( const [ site, url ] of [
			[ 2, KITCHEN ],
			[ 3, GARDEN ],
		] as const ) {
			const streams = await call< {
				dataStreams: Array< {
					name: string;
					webStreamData: {
						defaultUri: string;
						measurementId: string;
					};
				} >;
			} >(
				`${ network.url }/analyticsadmin.googleapis.com/v1beta/properties/${ PROPERTY[ site ] }/dataStreams`,
				{ token: tokens[ site ] }
			);
			assert.equal( streams.body.dataStreams.length, 1 );
			const stream = streams.body.dataStreams[ 0 ];
			assert.equal(
				stream.webStreamData.defaultUri,
				url.replace( /\/$/, '' )
			);
			assert.match(
				stream.webStreamData.measurementId,
				/^G-[A-Z0-9]{10}$/
			);
			ids.add( stream.webStreamData.measurementId );
		}
		assert.equal( ids.size, 2 );
	} );

	it( 'refuses an account another account’s property, site and AdSense account with Google’s permission errors', async () => {
		for ( const [ reader, owner ] of [
			[ 2, 1 ],
			[ 1, 2 ],
			[ 3, 2 ],
		] as const ) {
			const report = await ga(
				network.url,
				PROPERTY[ owner ],
				tokens[ reader ],
				HEADLINE
			);
			assert.equal( report.status, 403 );
			assert.equal( report.body.error.status, 'PERMISSION_DENIED' );
			const property = await call< GoogleError >(
				`${ network.url }/analyticsadmin.googleapis.com/v1beta/properties/${ PROPERTY[ owner ] }`,
				{ token: tokens[ reader ] }
			);
			assert.equal( property.status, 403 );
			const sc = await searchAnalytics(
				network.url,
				URLS[ owner ],
				tokens[ reader ],
				SC_RANGE
			);
			assert.equal( sc.status, 403 );
			assert.match(
				sc.body.error.message,
				/User does not have sufficient permission for site/
			);
			const ads = await adsense(
				network.url,
				PUB[ owner ],
				tokens[ reader ],
				'metrics=ESTIMATED_EARNINGS'
			);
			assert.equal( ads.status, 403 );
		}
	} );

	it( 'makes each owner the verified owner of its site only, and inspects its URLs', async () => {
		const verified = await call< {
			items: Array< { site: { identifier: string }; owners: string[] } >;
		} >(
			`${ network.url }/www.googleapis.com/siteVerification/v1/webResource`,
			{ token: tokens[ 2 ] }
		);
		assert.deepEqual(
			verified.body.items.map( ( i ) => i.site.identifier ),
			[ KITCHEN ]
		);
		assert.deepEqual( verified.body.items[ 0 ].owners, [ EMAIL[ 2 ] ] );

		const inspect = ( inspectionUrl: string ) =>
			call< {
				inspectionResult: {
					indexStatusResult: {
						coverageState: string;
						googleCanonical?: string;
					};
				};
			} >(
				`${ network.url }/searchconsole.googleapis.com/v1/urlInspection/index:inspect`,
				{
					token: tokens[ 2 ],
					json: { inspectionUrl, siteUrl: KITCHEN },
				}
			);
		const home = await inspect( KITCHEN );
		assert.equal( home.status, 200 );
		assert.equal(
			home.body.inspectionResult.indexStatusResult.googleCanonical,
			KITCHEN
		);
		const missing = await inspect( `${ KITCHEN }no-such-page/` );
		assert.equal(
			missing.body.inspectionResult.indexStatusResult.coverageState,
			'URL is unknown to Google'
		);
		assert.equal( ( await inspect( `${ SITE }about/` ) ).status, 403 );
	} );
} );
