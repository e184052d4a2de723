/**
 * The site's day: the "today" every report range and "today so far" is counted
 * from, as the server counts it (includes/Core/Util/Clock.php), not the
 * browser's day, which differs around midnight and in other time zones.
 *
 * The page's boot data carries the server's clock when the page was made
 * (`siteClock`: its now, the site's zone and UTC offset) and that day
 * (`siteToday`). A page left open keeps counting from the server's now plus
 * the time elapsed since it loaded, so at the site's midnight today moves on
 * without a reload; the browser's own clock only measures the elapsed time, so
 * a browser set to another zone, or a little wrong, does not matter.
 * Outside WordPress (jest, no boot data) today is the UTC day.
 */

export interface SiteClockData {
	/** Server time, Unix milliseconds. */
	now: number;
	/** The site's IANA zone, '' for a manual offset. */
	timezone: string;
	/** The site's offset from UTC, in seconds, at `now`. */
	offset: number;
}

interface SiteDayBootData {
	siteToday?: unknown;
	siteClock?: Partial< SiteClockData >;
}

const DAY_STRING = /^\d{4}-\d{2}-\d{2}$/;

/** When this script started: the page's load, as far as the elapsed time goes. */
const loadedAt = Date.now();

/**
 * The calendar day of an instant in a zone.
 *
 * @param time     Unix milliseconds.
 * @param timezone IANA zone ('' to use the offset).
 * @param offset   Offset from UTC in seconds, for a manual zone or a browser that does not know the name.
 * @return "YYYY-MM-DD".
 */
export function dayInZone(
	time: number,
	timezone: string,
	offset: number
): string {
	if ( timezone ) {
		try {
			const parts = new Intl.DateTimeFormat( 'en-US', {
				timeZone: timezone,
				year: 'numeric',
				month: '2-digit',
				day: '2-digit',
			} ).formatToParts( new Date( time ) );
			const part = ( type: string ) =>
				parts.find( ( item ) => item.type === type )?.value || '';
			const day = `${ part( 'year' ) }-${ part( 'month' ) }-${ part(
				'day'
			) }`;
			if ( DAY_STRING.test( day ) ) {
				return day;
			}
		} catch {
			// An unknown zone: the offset stands for it.
		}
	}
	return new Date( time + offset * 1000 ).toISOString().slice( 0, 10 );
}

/**
 * The site's day from boot data, some time after the page loaded.
 *
 * @param data     The page's boot data.
 * @param elapsed  Milliseconds since the page loaded.
 * @param fallback The day to use without boot data.
 * @return "YYYY-MM-DD".
 */
export function siteDayFrom(
	data: SiteDayBootData | undefined,
	elapsed: number,
	fallback: string
): string {
	const clock = data?.siteClock;
	if ( clock && Number.isFinite( clock.now ) ) {
		return dayInZone(
			( clock.now as number ) + Math.max( 0, elapsed ),
			typeof clock.timezone === 'string' ? clock.timezone : '',
			Number( clock.offset ) || 0
		);
	}
	if (
		typeof data?.siteToday === 'string' &&
		DAY_STRING.test( data.siteToday )
	) {
		return data.siteToday;
	}
	return fallback;
}

/**
 * Today, the site's day ("YYYY-MM-DD"): what report ranges end by.
 *
 * @param now The browser's now (milliseconds), to measure the time since the page loaded.
 */
export function getSiteToday( now: number = Date.now() ): string {
	const data =
		typeof window === 'undefined'
			? undefined
			: (
					window as unknown as {
						_googlesitekitBaseData?: SiteDayBootData;
					}
			   )._googlesitekitBaseData;
	return siteDayFrom(
		data,
		now - loadedAt,
		new Date( now ).toISOString().slice( 0, 10 )
	);
}

/**
 * Milliseconds until the site's day ends (its next midnight), at least 1.
 *
 * @param now The browser's now (milliseconds).
 */
export function msUntilSiteMidnight( now: number = Date.now() ): number {
	const today = getSiteToday( now );
	// The day changes within 26 hours whatever the zone or daylight saving: find the first millisecond it has changed.
	let low = 0;
	let high = 26 * 3600 * 1000;
	while ( high - low > 1 ) {
		const middle = Math.floor( ( low + high ) / 2 );
		if ( getSiteToday( now + middle ) === today ) {
			low = middle;
		} else {
			high = middle;
		}
	}
	return high;
}
