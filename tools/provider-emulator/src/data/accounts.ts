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

/**
 * Finds an account by id or e-mail (case-insensitive), as `login_hint` allows.
 * @param hint
 */
export function findAccount(
	hint: string | null | undefined
): DemoAccount | undefined {
	if ( ! hint ) {
		return undefined;
	}
	const needle = hint.trim().toLowerCase();
	return DEMO_ACCOUNTS.find( ( a ) => a.id === needle || a.email === needle );
}
