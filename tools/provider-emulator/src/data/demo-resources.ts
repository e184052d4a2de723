/**
 * What each demo account owns when the emulator starts or is reset: the admin's verified sites, the GA4 accounts,
 * properties and streams of both accounts, and the admin's AdSense account. Resources tied to the site follow the
 * configured site URL at read time (`SITE_URL`, a stream's null `defaultUri`).
 */
import { ADMIN, SECOND } from './accounts';
import { hashString, mix } from './prng';
import type {
	AdSenseAccount,
	GaAccount,
	GaProperty,
	GaStream,
} from './resource-types';
import { OTHER_SITE_URL } from './site-urls';

/**
 * The stored creation time of the demo accounts and properties. A demo property holding it is served as created
 * on the first day of its data (`propertyCreateTime` in apis/analytics-admin-json.ts), so that GA4 has nothing
 * before its creation, as Google has not.
 */
export const CREATED = '2022-03-14T09:26:53.589Z';

/**
 * The stored creation time of the demo AdSense account. Served as the first day of the demo data
 * (`adsenseCreateTime` in apis/adsense.ts), so that its reports have nothing before the account existed.
 */
export const ADSENSE_CREATED = '2021-06-02T16:40:11.206Z';

export function measurementIdFor( key: string ): string {
	const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
	let h = hashString( key );
	let id = 'G-';
	for ( let i = 0; i < 10; i++ ) {
		h = mix( h, i + 1 );
		id += alphabet[ h % alphabet.length ];
	}
	return id;
}

/**
 * The demo accounts' resources, fresh.
 */
export function demoResources(): {
	verified: Map< string, Set< string > >;
	gaAccounts: GaAccount[];
	gaProperties: GaProperty[];
	gaStreams: GaStream[];
	adsense: AdSenseAccount[];
} {
	return {
		verified: new Map( [
			[ ADMIN.id, new Set( [ 'SITE_URL', OTHER_SITE_URL ] ) ],
		] ),
		gaAccounts: [
			{
				id: '100000001',
				owner: ADMIN.id,
				displayName: 'Harvest & Hearth',
				createTime: CREATED,
			},
			{
				id: '100000002',
				owner: SECOND.id,
				displayName: 'Sam Okafor',
				createTime: CREATED,
			},
		],
		gaProperties: [
			{
				id: '300000001',
				account: '100000001',
				displayName: 'Harvest & Hearth',
				timeZone: 'Etc/UTC',
				currencyCode: 'USD',
				createTime: CREATED,
				siteData: true,
			},
			{
				id: '300000002',
				account: '100000001',
				displayName: 'Old Blog (example.org)',
				timeZone: 'Etc/UTC',
				currencyCode: 'USD',
				createTime: CREATED,
				siteData: false,
			},
		],
		gaStreams: [
			{
				id: '4000000001',
				property: '300000001',
				displayName: 'Harvest & Hearth',
				defaultUri: null,
				measurementId: measurementIdFor( 'stream-1' ),
				createTime: CREATED,
			},
			{
				id: '4000000002',
				property: '300000002',
				displayName: 'example.org',
				defaultUri: OTHER_SITE_URL.replace( /\/$/, '' ),
				measurementId: measurementIdFor( 'stream-2' ),
				createTime: CREATED,
			},
		],
		adsense: [
			{
				pubId: 'pub-1357924680135792',
				owner: ADMIN.id,
				displayName: 'Alex Rivera',
				createTime: ADSENSE_CREATED,
			},
		],
	};
}
