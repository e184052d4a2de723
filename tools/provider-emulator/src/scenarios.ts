/**
 * Named scenarios: how the demo site's data differs from the default, switchable at start
 * (`EMULATOR_SCENARIO`, `startEmulator( { scenario } )`) and at run time (`POST /__emulator/scenario`).
 * A comma list combines scenarios (e.g. `small-site,adsense-jpy`); later ones win where they overlap.
 * Scenarios are read-time effects: switching one never touches OAuth state or created resources.
 */

export type AdSenseCurrency = 'USD' | 'JPY' | 'EUR';

export interface ScenarioEffects {
	/** Traffic multiplier of the site's GA4 data (0: the property has no data yet). */
	gaScale: number;
	/** Traffic multiplier of the site's Search Console data (0: no data yet). */
	scScale: number;
	/** Traffic multiplier of the site's AdSense data (0: no data yet). */
	adsScale: number;
	/** PageSpeed field data: normal (low-traffic pages fall back to the origin), all pages fall back, or none at all. */
	psiField: 'normal' | 'origin-fallback' | 'none';
	/** GA4: `(other)` rows, thresholding and sampling metadata. */
	large: boolean;
	/** Search Console lists `sc-domain:<host>` alone for the site, and the domain is verified (DNS). */
	domainProperty: boolean;
	/** PageSpeed answers after 10–30 s (unless `pagespeedLatencyMs` is configured). */
	slowPagespeed: boolean;
	adsenseCurrency: AdSenseCurrency;
	/** GA4: the site sends generate_lead, submit_lead_form, contact and purchase events (key events). */
	gaLeads: boolean;
}

export const DEFAULT_EFFECTS: ScenarioEffects = {
	gaScale: 1,
	scScale: 1,
	adsScale: 1,
	psiField: 'normal',
	large: false,
	domainProperty: false,
	slowPagespeed: false,
	adsenseCurrency: 'USD',
	gaLeads: false,
};

/** Traffic multiplier of large-site: 28-day page views of about 1.9 billion. */
export const LARGE_SCALE = 13300;
/** Traffic multiplier of small-site: a dozen or two sessions a day. */
export const SMALL_SCALE = 0.012;

interface ScenarioDef {
	description: string;
	effects: Partial< ScenarioEffects >;
}

export const SCENARIOS: Record< string, ScenarioDef > = {
	default: {
		description:
			'The demo site as it is: 600 days of data in every service.',
		effects: {},
	},
	'new-site': {
		description:
			'Nothing collected yet: GA4, Search Console and AdSense reports have no rows, PageSpeed has no field data.',
		effects: { gaScale: 0, scScale: 0, adsScale: 0, psiField: 'none' },
	},
	'new-analytics': {
		description:
			"Search Console has data, the site's GA4 property has none yet.",
		effects: { gaScale: 0 },
	},
	'small-site': {
		description:
			'A few sessions a day: few rows, low figures, PageSpeed field data from the origin only.',
		effects: {
			gaScale: SMALL_SCALE,
			scScale: SMALL_SCALE,
			adsScale: SMALL_SCALE,
			psiField: 'origin-fallback',
		},
	},
	'large-site': {
		description:
			'Billions of views: GA4 (other) rows, dataLossFromOtherRow, thresholding and sampling metadata.',
		effects: {
			gaScale: LARGE_SCALE,
			scScale: LARGE_SCALE,
			adsScale: LARGE_SCALE,
			large: true,
		},
	},
	'domain-property': {
		description:
			'Search Console has the site as a Domain property (sc-domain:<host>) only, verified by DNS; rows of other hosts and protocols.',
		effects: { domainProperty: true },
	},
	'slow-pagespeed': {
		description:
			'PageSpeed Insights answers after 10 to 30 seconds, as the real service often does.',
		effects: { slowPagespeed: true },
	},
	'leads-and-sales': {
		description:
			'The site also sends generate_lead, submit_lead_form, contact and purchase events, all key events.',
		effects: { gaLeads: true },
	},
	'adsense-jpy': {
		description:
			'The AdSense account reports in Japanese yen (no decimals).',
		effects: { adsenseCurrency: 'JPY' },
	},
	'adsense-eur': {
		description: 'The AdSense account reports in euros.',
		effects: { adsenseCurrency: 'EUR' },
	},
};

/**
 * Parses a scenario name or comma list; returns the normalised list or an error message.
 * @param value
 */
export function parseScenario( value: unknown ): string[] | string {
	if ( typeof value !== 'string' ) {
		return 'name must be a scenario name or a comma-separated list of names';
	}
	const names = value
		.split( ',' )
		.map( ( n ) => n.trim() )
		.filter( Boolean );
	if ( ! names.length ) {
		return 'name must not be empty';
	}
	const unknown = names.filter( ( n ) => ! SCENARIOS[ n ] );
	if ( unknown.length ) {
		return `unknown scenario ${ unknown.join(
			', '
		) }; known: ${ Object.keys( SCENARIOS ).join( ', ' ) }`;
	}
	const distinct = [ ...new Set( names ) ];
	return distinct.length > 1
		? distinct.filter( ( n ) => n !== 'default' )
		: distinct;
}

export function scenarioEffects( names: readonly string[] ): ScenarioEffects {
	return names.reduce< ScenarioEffects >(
		( effects, name ) => ( { ...effects, ...SCENARIOS[ name ]?.effects } ),
		{ ...DEFAULT_EFFECTS }
	);
}

export function scenarioList(): Array< { name: string; description: string } > {
	return Object.entries( SCENARIOS ).map( ( [ name, def ] ) => ( {
		name,
		description: def.description,
	} ) );
}
