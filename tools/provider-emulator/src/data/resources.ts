/**
 * What each demo account owns in each service (Search Console sites, verified sites, GA4 accounts,
 * properties, streams and custom dimensions, AdSense and Tag Manager accounts), as the APIs change it. The admin owns
 * the configured site everywhere; the second account starts with an empty GA4 account and nothing else
 * (src/data/demo-resources.ts). Resources tied to the site follow the configured site URL at read time. The owners
 * of a network's extra sites (data/extra-sites.ts) own theirs while the site is configured: they are added at read
 * time, never stored.
 */
import { ADMIN } from './accounts';
import { demoResources } from './demo-resources';
import type { ExtraSite } from './extra-sites';
import type {
	AdSenseAccount,
	GaAccount,
	GaCustomDimension,
	GaProperty,
	GaStream,
	ResourcesSnapshot,
} from './resource-types';
import { snapshotOf, storedFrom } from './resource-snapshot';
import {
	coveredByDomain,
	OTHER_SITE_URL,
	RESTRICTED_SITE_URL,
	sameSite,
	UNVERIFIED_SITE_URL,
} from './site-urls';
import { DEFAULT_EFFECTS, type ScenarioEffects } from '../scenarios';

export class Resources {
	scAdded = new Map< string, Map< string, string > >();
	verified = new Map< string, Set< string > >();
	gaAccounts: GaAccount[] = [];
	gaProperties: GaProperty[] = [];
	gaStreams: GaStream[] = [];
	gaCustomDimensions: GaCustomDimension[] = [];
	adsense: AdSenseAccount[] = [];
	/** How many ids newId() handed out. */
	nextId = 0;

	constructor(
		private readonly siteUrl: () => string,
		private readonly scenario: () => ScenarioEffects = () =>
			DEFAULT_EFFECTS,
		private readonly extraSites: () => readonly ExtraSite[] = () => []
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
		return snapshotOf( this );
	}

	restore( snapshot: ResourcesSnapshot ): void {
		Object.assign( this, storedFrom( snapshot ) );
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
		return [
			...new Set( [
				...this.ownedExtraSites( accountId ).map( ( e ) => e.url ),
				...list,
			] ),
		];
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
		for ( const extra of this.ownedExtraSites( accountId ) ) {
			sites.set( extra.url, 'siteOwner' );
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

	/**
	 * The extra sites of a network the account owns (one at most).
	 * @param accountId
	 */
	ownedExtraSites( accountId: string ): ExtraSite[] {
		return this.extraSites().filter( ( e ) => e.account.id === accountId );
	}

	gaAccountsOf( accountId: string ): GaAccount[] {
		return [
			...this.ownedExtraSites( accountId ).map( ( e ) => e.gaAccount ),
			...this.gaAccounts.filter( ( a ) => a.owner === accountId ),
		];
	}

	/**
	 * The properties of a GA4 account (an extra site's own first).
	 * @param gaAccountId
	 */
	gaPropertiesIn( gaAccountId: string ): GaProperty[] {
		return [
			...this.extraSites()
				.filter( ( e ) => e.gaAccount.id === gaAccountId )
				.map( ( e ) => e.gaProperty ),
			...this.gaProperties.filter( ( p ) => p.account === gaAccountId ),
		];
	}

	/**
	 * The data streams of a property (an extra site's own first).
	 * @param propertyId
	 */
	gaStreamsOf( propertyId: string ): GaStream[] {
		return [
			...this.extraSites()
				.filter( ( e ) => e.gaProperty.id === propertyId )
				.map( ( e ) => e.gaStream ),
			...this.gaStreams.filter( ( s ) => s.property === propertyId ),
		];
	}

	/**
	 * Whose figures a property serves: 0 the unrelated example.org site's, 1 the configured site's, k an extra site's:
	 * its own property, one created in its owner's GA4 account, or one with a web stream on its URL (the site whose
	 * tag sends the data, whoever made the property).
	 * @param property
	 */
	dataSiteOf( property: GaProperty ): number {
		if ( ! property.siteData ) {
			return 0;
		}
		const sites = this.extraSites();
		const owner = sites.find(
			( e ) => e.gaAccount.id === property.account
		);
		const streamed = this.gaStreams
			.filter( ( s ) => s.property === property.id )
			.map( ( s ) =>
				sites.find(
					( e ) => s.defaultUri && sameSite( e.url, s.defaultUri )
				)
			)
			.find( Boolean );
		return ( owner ?? streamed )?.site ?? 1;
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
		return this.gaAccountsOf( accountId )
			.flatMap( ( a ) => this.gaPropertiesIn( a.id ) )
			.find( ( p ) => p.id === propertyId );
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
		return [
			...this.ownedExtraSites( accountId ).map( ( e ) => e.adsense ),
			...this.adsense.filter( ( a ) => a.owner === accountId ),
		];
	}

	/**
	 * Whose figures an AdSense account serves: 1 the configured site's, k an extra site's.
	 * @param pubId
	 */
	adsenseSiteOf( pubId: string ): number {
		return (
			this.extraSites().find( ( e ) => e.adsense.pubId === pubId )
				?.site ?? 1
		);
	}
}
