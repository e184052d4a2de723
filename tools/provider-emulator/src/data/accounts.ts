/** The demo Google accounts. Documented in the README; tests and E2E sign in as them. */

export interface DemoAccount {
	id: string;
	email: string;
	name: string;
	givenName: string;
	familyName: string;
	locale: string;
	/** Avatar background colour. */
	color: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
	{
		id: '108512938410285710001',
		email: 'site.admin@example.com',
		name: 'Alex Rivera',
		givenName: 'Alex',
		familyName: 'Rivera',
		locale: 'en',
		color: '#1a73e8',
	},
	{
		id: '108512938410285710002',
		email: 'second.user@example.com',
		name: 'Sam Okafor',
		givenName: 'Sam',
		familyName: 'Okafor',
		locale: 'en',
		color: '#188038',
	},
];

export const ADMIN = DEMO_ACCOUNTS[ 0 ];
export const SECOND = DEMO_ACCOUNTS[ 1 ];

/** The admins of a network's extra sites, site 2 first: [given name, family name]. */
const SITE_ADMINS: ReadonlyArray< readonly [ string, string ] > = [
	[ 'Jordan', 'Lee' ],
	[ 'Priya', 'Nair' ],
	[ 'Mateo', 'García' ],
	[ 'Hannah', 'Schmidt' ],
	[ 'Kwame', 'Mensah' ],
	[ 'Yuki', 'Tanaka' ],
	[ 'Fatima', 'Haddad' ],
	[ 'Liam', 'Byrne' ],
	[ 'Sofia', 'Marino' ],
	[ 'Noah', 'Kim' ],
];
const SITE_ADMIN_COLORS = [ '#a142f4', '#e37400', '#d93025', '#007b83' ];

/**
 * The Google account that owns extra site k (k ≥ 2) of a network: `site{k}.admin@example.com`, id
 * `1085129384102857200` + k in two digits, a name of its own (Jordan Lee for site 2, Priya Nair for site 3, …;
 * past the list, `Site <k> Admin`).
 * @param site The site number k, 2 to 99.
 */
export function siteAccount( site: number ): DemoAccount {
	const [ givenName, familyName ] = SITE_ADMINS[ site - 2 ] ?? [
		`Site ${ site }`,
		'Admin',
	];
	return {
		id: `1085129384102857200${ String( site ).padStart( 2, '0' ) }`,
		email: `site${ site }.admin@example.com`,
		name: `${ givenName } ${ familyName }`,
		givenName,
		familyName,
		locale: 'en',
		color: SITE_ADMIN_COLORS[ site % SITE_ADMIN_COLORS.length ],
	};
}

/**
 * Finds an account by id or e-mail (case-insensitive), as `login_hint` allows.
 * @param hint
 * @param accounts The accounts that exist (the emulator's: the demo accounts and its extra sites' owners).
 */
export function findAccount(
	hint: string | null | undefined,
	accounts: readonly DemoAccount[] = DEMO_ACCOUNTS
): DemoAccount | undefined {
	if ( ! hint ) {
		return undefined;
	}
	const needle = hint.trim().toLowerCase();
	return accounts.find( ( a ) => a.id === needle || a.email === needle );
}
