/**
 * What each demo account owns in each service (Search Console sites, verified sites, GA4 accounts,
 * properties, streams and custom dimensions, AdSense and Tag Manager accounts), as the APIs change it. The admin owns
 * the configured site everywhere; the second account starts with an empty GA4 account and nothing else
 * (src/data/demo-resources.ts). Resources tied to the site follow the configured site URL at read time.
 */
import { ADMIN } from './accounts';
import { demoResources } from './demo-resources';
import type {
	AdSenseAccount,
	GaAccount,
	GaCustomDimension,
	GaProperty,
	GaStream,
	ResourcesSnapshot,
} from './resource-types';
import {
	coveredByDomain,
	OTHER_SITE_URL,
	RESTRICTED_SITE_URL,
	sameSite,
	UNVERIFIED_SITE_URL,
} from './site-urls';
import { DEFAULT_EFFECTS, type ScenarioEffects } from '../scenarios';

function copyAll< T extends object >( list: T[] ): T[] {
	return list.map( ( item ) => ( { ...item } ) );
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
		const demo = demoResources();
		this.scAdded = new Map();
		this.verified = demo.verified;
		this.gaAccounts = demo.gaAccounts;
		this.gaProperties = demo.gaProperties;
		this.gaStreams = demo.gaStreams;
		this.gaCustomDimensions = [];
		this.adsense = demo.adsense;
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
