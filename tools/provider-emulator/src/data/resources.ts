/**
 * What each demo account owns in each service (Search Console sites, verified sites, GA4 accounts,
 * properties and streams, AdSense and Tag Manager accounts). The admin owns the configured site
 * everywhere; the second account starts with an empty GA4 account and nothing else.
 * Resources tied to the site follow the configured site URL at read time.
 */
import { ADMIN, SECOND } from './accounts';
import { hashString, mix } from './prng';
import { DEFAULT_EFFECTS, type ScenarioEffects } from '../scenarios';

export const OTHER_SITE_URL = 'https://www.example.org/';
/** domain-property: a Domain property the admin only has restricted (read) access to. */
export const RESTRICTED_SITE_URL = 'sc-domain:example.org';
/** domain-property: a property the admin added but never verified. */
export const UNVERIFIED_SITE_URL = 'http://old.example.net/';

/**
 * Whether a URL (or `dns://host`) lies on a domain or one of its subdomains, any protocol.
 * @param domain
 * @param identifier
 */
export function coveredByDomain( domain: string, identifier: string ): boolean {
	let host: string;
	try {
		host = new URL( identifier ).hostname.toLowerCase();
	} catch {
		host = identifier.toLowerCase();
	}
	const d = domain.toLowerCase();
	return host === d || host.endsWith( `.${ d }` );
}

export interface GaAccount {
	id: string;
	owner: string;
	displayName: string;
	createTime: string;
}

export interface GaProperty {
	id: string;
	account: string;
	displayName: string;
	timeZone: string;
	currencyCode: string;
	createTime: string;
	/** Serves the demo site's data (false: the unrelated site's). */
	siteData: boolean;
}

export interface GaStream {
	id: string;
	property: string;
	displayName: string;
	/** null: the configured site URL. */
	defaultUri: string | null;
	measurementId: string;
	createTime: string;
}

/** A GA4 custom dimension created through the Admin API. */
export interface GaCustomDimension {
	/** The last segment of its resource name (`properties/{property}/customDimensions/{id}`). */
	id: string;
	property: string;
	parameterName: string;
	displayName: string;
	description: string;
	scope: 'EVENT' | 'USER' | 'ITEM';
	createTime: string;
	/**
	 * YYYY-MM-DD: the first day whose events carry the dimension (the day after creation by the emulator's clock;
	 * Google never back-fills, so reports give `(not set)` before it).
	 */
	firstDataDay: string;
}

export interface AdSenseAccount {
	pubId: string;
	owner: string;
	displayName: string;
	createTime: string;
}

/** What a state file keeps of the resources (plain JSON). */
export interface ResourcesSnapshot {
	/** Account id → Search Console site URL → permission level, for sites added through the API. */
	scAdded: Record< string, Record< string, string > >;
	/** Account id → verified identifiers (`SITE_URL` stands for the configured site URL). */
	verified: Record< string, string[] >;
	gaAccounts: GaAccount[];
	gaProperties: GaProperty[];
	gaStreams: GaStream[];
	/** Absent in files written before custom dimensions existed. */
	gaCustomDimensions?: GaCustomDimension[];
	adsense: AdSenseAccount[];
	nextId: number;
}

function copyAll< T extends object >( list: T[] ): T[] {
	return list.map( ( item ) => ( { ...item } ) );
}

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

export class Resources {
	scAdded = new Map< string, Map< string, string > >();
	verified = new Map< string, Set< string > >();
	gaAccounts: GaAccount[] = [];
	gaProperties: GaProperty[] = [];
	gaStreams: GaStream[] = [];
	gaCustomDimensions: GaCustomDimension[] = [];
	adsense: AdSenseAccount[] = [];
	private nextId = 0;

	constructor(
		private readonly siteUrl: () => string,
		private readonly scenario: () => ScenarioEffects = () => DEFAULT_EFFECTS
	) {
		this.reset();
	}

	reset(): void {
		this.scAdded = new Map();
		this.verified = new Map( [
			[ ADMIN.id, new Set( [ 'SITE_URL', OTHER_SITE_URL ] ) ],
		] );
		this.gaAccounts = [
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
		];
		this.gaProperties = [
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
		];
		this.gaStreams = [
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
		];
		this.gaCustomDimensions = [];
		this.adsense = [
			{
				pubId: 'pub-1357924680135792',
				owner: ADMIN.id,
				displayName: 'Alex Rivera',
				createTime: ADSENSE_CREATED,
			},
		];
		this.nextId = 0;
	}

	snapshot(): ResourcesSnapshot {
		return {
			scAdded: Object.fromEntries(
				[ ...this.scAdded ].map( ( [ account, sites ] ) => [
					account,
					Object.fromEntries( sites ),
				] )
			),
			verified: Object.fromEntries(
				[ ...this.verified ].map( ( [ account, set ] ) => [
					account,
					[ ...set ],
				] )
			),
			gaAccounts: copyAll( this.gaAccounts ),
			gaProperties: copyAll( this.gaProperties ),
			gaStreams: copyAll( this.gaStreams ),
			gaCustomDimensions: copyAll( this.gaCustomDimensions ),
			adsense: copyAll( this.adsense ),
			nextId: this.nextId,
		};
	}

	restore( snapshot: ResourcesSnapshot ): void {
		this.scAdded = new Map(
			Object.entries( snapshot.scAdded ).map( ( [ account, sites ] ) => [
				account,
				new Map( Object.entries( sites ) ),
			] )
		);
		this.verified = new Map(
			Object.entries( snapshot.verified ).map( ( [ account, list ] ) => [
				account,
				new Set( list ),
			] )
		);
		this.gaAccounts = copyAll( snapshot.gaAccounts );
		this.gaProperties = copyAll( snapshot.gaProperties );
		this.gaStreams = copyAll( snapshot.gaStreams );
		this.gaCustomDimensions = copyAll( snapshot.gaCustomDimensions ?? [] );
		this.adsense = copyAll( snapshot.adsense );
		this.nextId = snapshot.nextId;
	}

	newId( base: number ): string {
		this.nextId++;
		return String( base + this.nextId );
	}

	/**
	 * Identifiers the account is a verified owner of.
	 * @param accountId
	 */
	verifiedSites( accountId: string ): string[] {
		// domain-property: the admin verified the whole domain by DNS, not the URL-prefix site.
		const domain = this.scenario().domainProperty
			? `dns://${ new URL( this.siteUrl() ).hostname }`
			: null;
		const list = [ ...( this.verified.get( accountId ) ?? [] ) ].map(
			( s ) => ( s === 'SITE_URL' ? domain ?? this.siteUrl() : s )
		);
		return [ ...new Set( list ) ];
	}

	/**
	 * Whether the account owns an identifier: a URL, or `dns://domain`; a verified domain covers every URL of
	 * its hosts and subdomains.
	 * @param accountId
	 * @param identifier
	 */
	isVerified( accountId: string, identifier: string ): boolean {
		return this.verifiedSites( accountId ).some(
			( s ) =>
				sameSite( s, identifier ) ||
				( s.startsWith( 'dns://' ) &&
					coveredByDomain( s.slice( 6 ), identifier ) )
		);
	}

	addVerified( accountId: string, identifier: string ): void {
		const set = this.verified.get( accountId ) ?? new Set< string >();
		set.add( identifier );
		this.verified.set( accountId, set );
	}

	/**
	 * Search Console properties of an account with its permission level.
	 * @param accountId
	 */
	scSites(
		accountId: string
	): Array< { siteUrl: string; permissionLevel: string } > {
		const sites = new Map< string, string >();
		if ( accountId === ADMIN.id && this.scenario().domainProperty ) {
			// The site only as a Domain property (even for 127.0.0.1), and one property of each level.
			sites.set(
				`sc-domain:${ new URL( this.siteUrl() ).hostname }`,
				'siteOwner'
			);
			sites.set( OTHER_SITE_URL, 'siteFullUser' );
			sites.set( RESTRICTED_SITE_URL, 'siteRestrictedUser' );
			sites.set( UNVERIFIED_SITE_URL, 'siteUnverifiedUser' );
		} else if ( accountId === ADMIN.id ) {
			const site = this.siteUrl();
			sites.set( site, 'siteOwner' );
			const host = new URL( site ).hostname;
			// A Domain property only makes sense for a real domain name, not 127.0.0.1 or localhost.
			if ( host.includes( '.' ) && ! /^[\d.]+$/.test( host ) ) {
				sites.set( `sc-domain:${ host }`, 'siteOwner' );
			}
			sites.set( OTHER_SITE_URL, 'siteFullUser' );
		}
		for ( const [ url, level ] of this.scAdded.get( accountId ) ?? [] ) {
			sites.set(
				url,
				this.isVerified( accountId, url ) ? 'siteOwner' : level
			);
		}
		return [ ...sites ].map( ( [ siteUrl, permissionLevel ] ) => ( {
			siteUrl,
			permissionLevel,
		} ) );
	}

	addScSite( accountId: string, siteUrl: string ): void {
		const map =
			this.scAdded.get( accountId ) ?? new Map< string, string >();
		map.set( siteUrl, 'siteUnverifiedUser' );
		this.scAdded.set( accountId, map );
	}

	removeScSite( accountId: string, siteUrl: string ): boolean {
		return this.scAdded.get( accountId )?.delete( siteUrl ) ?? false;
	}

	streamUri( stream: GaStream ): string {
		return stream.defaultUri ?? this.siteUrl().replace( /\/$/, '' );
	}

	gaAccountsOf( accountId: string ): GaAccount[] {
		return this.gaAccounts.filter( ( a ) => a.owner === accountId );
	}

	/**
	 * A property the account can read, or undefined.
	 * @param accountId
	 * @param propertyId
	 */
	gaProperty(
		accountId: string,
		propertyId: string
	): GaProperty | undefined {
		const accounts = new Set(
			this.gaAccountsOf( accountId ).map( ( a ) => a.id )
		);
		return this.gaProperties.find(
			( p ) => p.id === propertyId && accounts.has( p.account )
		);
	}

	/**
	 * The custom dimensions of a property, in creation order.
	 * @param propertyId
	 */
	customDimensionsOf( propertyId: string ): GaCustomDimension[] {
		return this.gaCustomDimensions.filter(
			( d ) => d.property === propertyId
		);
	}

	adsenseOf( accountId: string ): AdSenseAccount[] {
		return this.adsense.filter( ( a ) => a.owner === accountId );
	}
}

/**
 * Compares site URLs loosely (trailing slash, case of scheme and host), as the services do.
 * @param a
 * @param b
 */
export function sameSite( a: string, b: string ): boolean {
	const norm = ( s: string ) => {
		try {
			const url = new URL( s );
			return `${ url.protocol }//${ url.host }${ url.pathname.replace(
				/\/?$/,
				'/'
			) }`;
		} catch {
			return s.toLowerCase();
		}
	};
	return norm( a ) === norm( b );
}
