/**
 * GA4 split dimensions added for key metrics: new vs returning users, cities within countries, and event names.
 * Their shares come from hashes of (seed, …) and from the group being split, never from the catalog's sequence,
 * so every earlier figure stays what it was.
 */
import { GA, GA_METRIC_COUNT } from './metrics';
import { NOT_SET } from './dataset';
import { normalise, unit } from './prng';
import type { SplitDimension } from './cube-types';

/** Cities GA4 reports for each demo country, busiest first. */
export const CITIES: Readonly< Record< string, readonly string[] > > = {
	'United States': [
		'New York',
		'Los Angeles',
		'Chicago',
		'Houston',
		'Seattle',
		'Austin',
		'Denver',
	],
	'United Kingdom': [
		'London',
		'Manchester',
		'Birmingham',
		'Edinburgh',
		'Bristol',
	],
	India: [ 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad' ],
	Canada: [ 'Toronto', 'Vancouver', 'Montreal', 'Calgary' ],
	Australia: [ 'Sydney', 'Melbourne', 'Brisbane', 'Perth' ],
	Germany: [ 'Berlin', 'Munich', 'Hamburg', 'Frankfurt' ],
	Philippines: [ 'Manila', 'Quezon City', 'Cebu City' ],
	France: [ 'Paris', 'Lyon', 'Marseille' ],
	Brazil: [ 'São Paulo', 'Rio de Janeiro', 'Belo Horizonte' ],
	Netherlands: [ 'Amsterdam', 'Rotterdam', 'Utrecht' ],
	Spain: [ 'Madrid', 'Barcelona', 'Valencia' ],
	Mexico: [ 'Mexico City', 'Guadalajara', 'Monterrey' ],
	Japan: [ 'Tokyo', 'Osaka', 'Yokohama' ],
	Italy: [ 'Rome', 'Milan', 'Turin' ],
	'South Africa': [ 'Johannesburg', 'Cape Town', 'Durban' ],
};

/** Share of a country's traffic GA4 cannot place in a city. */
const CITY_NOT_SET = 0.03;
/** Separates city and country in the values of the location split. */
const LOCATION_SEP = '\u0002';

export const locationCity = ( value: string ) =>
	value.split( LOCATION_SEP )[ 0 ];
export const locationCountry = ( value: string ) =>
	value.split( LOCATION_SEP )[ 1 ];

/**
 * "City, country" pairs: each country's weight (the country split's, per metric) shared among its cities by
 * hashed Zipf-like shares, 3 % `(not set)`; the `(not set)` country has only the `(not set)` city.
 * @param seed
 * @param country The GA4 country split (values: country names and `(not set)`).
 */
export function locationSplit(
	seed: number,
	country: SplitDimension
): SplitDimension {
	const values: string[] = [];
	const parents: number[] = [];
	const shares: number[] = [];
	country.values.forEach( ( name, c ) => {
		const cities = CITIES[ name ] ?? [];
		const raw = normalise(
			cities.map(
				( _, i ) =>
					Math.pow( i + 1, -0.9 ) *
					( 0.8 + 0.4 * unit( seed, 0xc17, c, i ) )
			)
		);
		cities.forEach( ( city, i ) => {
			values.push( `${ city }${ LOCATION_SEP }${ name }` );
			parents.push( c );
			shares.push( raw[ i ] * ( 1 - CITY_NOT_SET ) );
		} );
		values.push( `${ NOT_SET }${ LOCATION_SEP }${ name }` );
		parents.push( c );
		shares.push( cities.length ? CITY_NOT_SET : 1 );
	} );
	return {
		name: 'city',
		values,
		weights: country.weights.map( ( row ) =>
			values.map( ( _, k ) => row[ parents[ k ] ] * shares[ k ] )
		),
	};
}

export const NEW_VS_RETURNING = [ 'new', 'returning', NOT_SET ];

/**
 * newVsReturning: a group's new users are the `new` row's users; returning users the rest; a sliver `(not set)`.
 * New users have fewer sessions each (1 against 1.45) and engage and convert a little less.
 * @param seed
 */
export function newVsReturningSplit( seed: number ): SplitDimension {
	const notSet = 0.002 + 0.004 * unit( seed, 0x4e52 );
	const row = ( newShare: number ) => [
		newShare * ( 1 - notSet ),
		( 1 - newShare ) * ( 1 - notSet ),
		notSet,
	];
	const tilt = ( share: number, a: number, b: number ) =>
		share * a + ( 1 - share ) * b > 0
			? ( share * a ) / ( share * a + ( 1 - share ) * b )
			: 0.5;
	const fallback = row( 0.6 );
	return {
		name: 'newVsReturning',
		values: NEW_VS_RETURNING,
		weights: Array.from( { length: GA_METRIC_COUNT }, () => fallback ),
		weightsOf: ( sums ) => {
			const users = sums[ GA.users ];
			const newShare =
				users > 0 ? Math.min( 1, sums[ GA.newUsers ] / users ) : 0.6;
			const sessionShare = tilt( newShare, 1, 1.45 );
			const out: number[][] = [];
			for ( let m = 0; m < GA_METRIC_COUNT; m++ ) {
				let share = sessionShare;
				if ( m === GA.users ) {
					share = newShare;
				} else if ( m === GA.newUsers ) {
					share = 1;
				} else if ( m === GA.engaged || m === GA.userEngagement ) {
					share = tilt( sessionShare, 0.9, 1.1 );
				} else if ( m === GA.duration ) {
					share = tilt( sessionShare, 0.8, 1.2 );
				} else if (
					m === GA.conversions ||
					m === GA.keySessions ||
					m >= GA.click
				) {
					share = tilt( sessionShare, 0.75, 1.3 );
				}
				out.push( row( share ) );
			}
			return out;
		},
	};
}

/** Event names with the base metric counting them, and whether they are key events. */
export const EVENTS: ReadonlyArray< {
	name: string;
	metric: number;
	key: boolean;
} > = [
	{ name: 'page_view', metric: GA.views, key: false },
	{ name: 'session_start', metric: GA.sessions, key: false },
	{ name: 'first_visit', metric: GA.newUsers, key: false },
	{ name: 'user_engagement', metric: GA.userEngagement, key: false },
	{ name: 'scroll', metric: GA.scroll, key: false },
	{ name: 'click', metric: GA.click, key: true },
	{ name: 'generate_lead', metric: GA.generateLead, key: true },
	{ name: 'submit_lead_form', metric: GA.submitLeadForm, key: true },
	{ name: 'contact', metric: GA.contact, key: true },
	{ name: 'purchase', metric: GA.purchase, key: true },
];

const even = ( n: number ) => Array.from( { length: n }, () => 1 / n );

/**
 * eventName: `eventCount` and `keyEvents` exactly per event; each per-event count (and views) only on its own
 * event; the other metrics (sessions, users, engagement, duration) apportioned by event count.
 */
export function eventSplit(): SplitDimension {
	const n = EVENTS.length;
	const oneHot = EVENTS.map( ( _, i ) =>
		EVENTS.map( ( __, j ) => ( i === j ? 1 : 0 ) )
	);
	const own = new Map< number, number >();
	EVENTS.forEach( ( e, i ) => {
		if ( e.metric !== GA.sessions && e.metric !== GA.newUsers ) {
			own.set( e.metric, i );
		}
	} );
	return {
		name: 'eventName',
		values: EVENTS.map( ( e ) => e.name ),
		weights: Array.from( { length: GA_METRIC_COUNT }, () => even( n ) ),
		weightsOf: ( sums ) => {
			const counts = EVENTS.map( ( e ) => sums[ e.metric ] );
			const keys = EVENTS.map( ( e, i ) => ( e.key ? counts[ i ] : 0 ) );
			const safe = ( w: number[] ) =>
				w.some( ( x ) => x > 0 ) ? w : even( n );
			const byCount = safe( normalise( counts ) );
			const byKey = safe( normalise( keys ) );
			const out: number[][] = [];
			for ( let m = 0; m < GA_METRIC_COUNT; m++ ) {
				if ( m === GA.conversions || m === GA.keySessions ) {
					out.push( byKey );
				} else if ( own.has( m ) ) {
					out.push( oneHot[ own.get( m ) as number ] );
				} else {
					out.push( byCount );
				}
			}
			return out;
		},
	};
}
