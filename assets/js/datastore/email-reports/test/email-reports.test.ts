/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { createTestRegistry } from '../../registry';
import type { Registry } from '../../types';
import {
	emailReportsStore,
	registerEmailReportsStore,
	type EmailSubscription,
	type OwnEmailReport,
} from '..';

const INVALID_FREQUENCY = {
	status: 400,
	body: {
		code: 'rest_invalid_param',
		message: 'Invalid parameter(s): frequency',
		data: {
			status: 400,
			params: { frequency: 'Choose weekly, monthly or quarterly.' },
		},
	},
};

const ADMIN: EmailSubscription = {
	id: 'u1',
	kind: 'user',
	userID: 1,
	name: 'Alex Rivera',
	email: 'admin@example.org',
	frequency: 'weekly',
	status: 'active',
	lastSent: 1764000000,
	lastResult: 'sent',
	lastError: null,
};

describe( 'core/email-reports', () => {
	let server: FakeServer;
	let registry: Registry;
	let own: OwnEmailReport;
	let subscriptions: EmailSubscription[];

	beforeEach( () => {
		setTestBaseData();
		own = {
			frequency: null,
			email: 'admin@example.org',
			lastSent: null,
			lastResult: null,
		};
		subscriptions = [];
		server = fakeServer();
		server.on( 'GET', 'core/user/data/email-report', () => ( {
			body: own,
		} ) );
		server.on( 'POST', 'core/user/data/email-report', ( request ) => {
			const { frequency } = (
				request.body as { data: { frequency: string | null } }
			 ).data;
			if (
				frequency !== null &&
				! [ 'weekly', 'monthly', 'quarterly' ].includes( frequency )
			) {
				return INVALID_FREQUENCY;
			}
			own = {
				...own,
				frequency: frequency as OwnEmailReport[ 'frequency' ],
			};
			subscriptions = own.frequency
				? [ { ...ADMIN, frequency: own.frequency } ]
				: [];
			return { body: own };
		} );
		server.on( 'GET', 'core/site/data/email-reports', () => ( {
			body: {
				subscriptions,
				health: { cron: 'ok', lastSuccess: null, failing: 0 },
			},
		} ) );
		registry = createTestRegistry();
		registerEmailReportsStore( registry );
	} );

	afterEach( () => {
		server.restore();
		window.sessionStorage.clear();
		delete window._googlesitekitBaseData;
	} );

	it( 'registers once per registry', () => {
		expect( () => registerEmailReportsStore( registry ) ).not.toThrow();
		expect(
			registry.select( emailReportsStore ).isSavingOwnEmailReport()
		).toBe( false );
	} );

	it( 'reads the own subscription once, past the cache: not subscribed yet', async () => {
		expect(
			registry.select( emailReportsStore ).getOwnEmailReport()
		).toBeUndefined();
		const report = await registry
			.resolveSelect( emailReportsStore )
			.getOwnEmailReport();
		expect( report ).toEqual( own );
		await registry.resolveSelect( emailReportsStore ).getOwnEmailReport();
		expect(
			server.requestsTo( 'GET', 'core/user/data/email-report' )
		).toHaveLength( 1 );
		// Nothing of the admin list is asked for by a user's own control.
		expect(
			server.requestsTo( 'GET', 'core/site/data/email-reports' )
		).toHaveLength( 0 );
	} );

	it( 'subscribes, changes the frequency and unsubscribes, sending what the contract says', async () => {
		await registry.resolveSelect( emailReportsStore ).getOwnEmailReport();
		const { setOwnEmailReportFrequency } =
			registry.dispatch( emailReportsStore );

		await setOwnEmailReportFrequency( 'weekly' );
		expect(
			registry.select( emailReportsStore ).getOwnEmailReport()?.frequency
		).toBe( 'weekly' );
		await setOwnEmailReportFrequency( 'monthly' );
		expect(
			registry.select( emailReportsStore ).getOwnEmailReport()?.frequency
		).toBe( 'monthly' );
		await setOwnEmailReportFrequency( null );
		expect(
			registry.select( emailReportsStore ).getOwnEmailReport()?.frequency
		).toBeNull();

		expect(
			server
				.requestsTo( 'POST', 'core/user/data/email-report' )
				.map( ( request ) => request.body )
		).toEqual( [
			{ data: { frequency: 'weekly' } },
			{ data: { frequency: 'monthly' } },
			{ data: { frequency: null } },
		] );
	} );

	it( 'keeps the subscription as it was and the server’s reason when a change is refused', async () => {
		own = { ...own, frequency: 'monthly' };
		await registry.resolveSelect( emailReportsStore ).getOwnEmailReport();
		const result = await registry
			.dispatch( emailReportsStore )
			// @ts-expect-error an unknown frequency, as a stale page could send.
			.setOwnEmailReportFrequency( 'daily' );
		expect( result.error?.code ).toBe( 'rest_invalid_param' );
		expect(
			registry.select( emailReportsStore ).getOwnEmailReport()?.frequency
		).toBe( 'monthly' );
		expect(
			registry
				.select( emailReportsStore )
				.getErrorForAction( 'setOwnEmailReportFrequency' )?.code
		).toBe( 'rest_invalid_param' );
		expect(
			registry.select( emailReportsStore ).isSavingOwnEmailReport()
		).toBe( false );
	} );

	it( 'keeps only the last answer when the answers to overlapping changes come back out of order', async () => {
		await registry.resolveSelect( emailReportsStore ).getOwnEmailReport();
		// The first change reaches the server first, but its answer arrives last.
		const fetch = window.fetch;
		let releaseFirst: () => void = () => undefined;
		const firstHeld = new Promise< void >( ( resolve ) => {
			releaseFirst = resolve;
		} );
		let posts = 0;
		window.fetch = ( async (
			input: RequestInfo | URL,
			init?: RequestInit
		) => {
			const response = await fetch( input, init );
			if ( init?.method === 'POST' && ++posts === 1 ) {
				await firstHeld;
			}
			return response;
		} ) as typeof window.fetch;
		const { setOwnEmailReportFrequency } =
			registry.dispatch( emailReportsStore );
		const first = setOwnEmailReportFrequency( 'weekly' );
		await setOwnEmailReportFrequency( 'quarterly' );
		releaseFirst();
		await first;
		expect( own.frequency ).toBe( 'quarterly' );
		expect(
			registry.select( emailReportsStore ).getOwnEmailReport()?.frequency
		).toBe( 'quarterly' );
		expect(
			registry.select( emailReportsStore ).isSavingOwnEmailReport()
		).toBe( false );
	} );

	it( 'reads the admin list again after the own subscription changes, once it is shown', async () => {
		await registry.resolveSelect( emailReportsStore ).getOwnEmailReport();
		expect(
			await registry
				.resolveSelect( emailReportsStore )
				.getEmailSubscriptions()
		).toEqual( [] );
		await registry
			.dispatch( emailReportsStore )
			.setOwnEmailReportFrequency( 'weekly' );
		expect(
			registry.select( emailReportsStore ).getEmailSubscriptions()
		).toEqual( [ ADMIN ] );
		expect(
			registry.select( emailReportsStore ).getEmailReportsHealth()
		).toEqual( { cron: 'ok', lastSuccess: null, failing: 0 } );
	} );

	describe( 'the admin list', () => {
		beforeEach( () => {
			server.on( 'POST', 'core/site/data/email-reports', ( request ) => {
				const { email, frequency } = (
					request.body as {
						data: { email: string; frequency: 'weekly' };
					}
				 ).data;
				if ( ! email.includes( '@' ) ) {
					return {
						status: 400,
						body: {
							code: 'email_report_invalid_email',
							message: 'This is not a valid email address.',
							data: { status: 400 },
						},
					};
				}
				const added: EmailSubscription = {
					...ADMIN,
					id: `o${ subscriptions.length + 1 }`,
					kind: 'outside',
					userID: 0,
					name: '',
					email,
					frequency,
					status: 'pending',
					lastSent: null,
					lastResult: null,
				};
				subscriptions = [ ...subscriptions, added ];
				return { body: added };
			} );
			server.on(
				'POST',
				'core/site/data/email-reports/delete',
				( request ) => {
					const { id } = ( request.body as { data: { id: string } } )
						.data;
					if ( ! subscriptions.some( ( item ) => item.id === id ) ) {
						return {
							status: 404,
							body: {
								code: 'email_report_not_found',
								message: 'This subscription no longer exists.',
								data: { status: 404 },
							},
						};
					}
					subscriptions = subscriptions.filter(
						( item ) => item.id !== id
					);
					if ( id === ADMIN.id ) {
						own = { ...own, frequency: null };
					}
					return { body: { deleted: true } };
				}
			);
			server.on( 'POST', 'core/site/data/email-reports/test', {
				body: { sent: true, email: 'admin@example.org' },
			} );
		} );

		it( 'adds an outside address, pending, to the list', async () => {
			await registry
				.resolveSelect( emailReportsStore )
				.getSiteEmailReports();
			const result = await registry
				.dispatch( emailReportsStore )
				.addEmailRecipient( 'client@example.com', 'monthly' );
			expect( result.response?.status ).toBe( 'pending' );
			expect(
				server
					.requestsTo( 'POST', 'core/site/data/email-reports' )
					.map( ( request ) => request.body )
			).toEqual( [
				{ data: { email: 'client@example.com', frequency: 'monthly' } },
			] );
			expect(
				registry
					.select( emailReportsStore )
					.getEmailSubscriptions()
					?.map( ( item ) => [ item.email, item.status ] )
			).toEqual( [ [ 'client@example.com', 'pending' ] ] );
		} );

		it( 'keeps the list as it was and the error when an address is refused', async () => {
			await registry
				.resolveSelect( emailReportsStore )
				.getSiteEmailReports();
			const result = await registry
				.dispatch( emailReportsStore )
				.addEmailRecipient( 'not an address', 'weekly' );
			expect( result.error?.code ).toBe( 'email_report_invalid_email' );
			expect(
				registry.select( emailReportsStore ).getEmailSubscriptions()
			).toEqual( [] );
			expect(
				registry
					.select( emailReportsStore )
					.getErrorForAction( 'addEmailRecipient' )?.message
			).toBe( 'This is not a valid email address.' );
			expect(
				registry.select( emailReportsStore ).isAddingEmailRecipient()
			).toBe( false );
		} );

		it( 'ends a subscription, and the admin’s own control follows when it was theirs', async () => {
			own = { ...own, frequency: 'weekly' };
			subscriptions = [ ADMIN ];
			await registry
				.resolveSelect( emailReportsStore )
				.getOwnEmailReport();
			await registry
				.resolveSelect( emailReportsStore )
				.getSiteEmailReports();
			const result = await registry
				.dispatch( emailReportsStore )
				.deleteEmailSubscription( 'u1' );
			expect( result.response ).toEqual( { deleted: true } );
			expect(
				registry.select( emailReportsStore ).getEmailSubscriptions()
			).toEqual( [] );
			expect(
				registry.select( emailReportsStore ).getOwnEmailReport()
					?.frequency
			).toBeNull();
		} );

		it( 'reads the list again when the subscription was already gone', async () => {
			subscriptions = [ ADMIN ];
			await registry
				.resolveSelect( emailReportsStore )
				.getSiteEmailReports();
			subscriptions = [];
			const result = await registry
				.dispatch( emailReportsStore )
				.deleteEmailSubscription( 'u1' );
			expect( result.error?.code ).toBe( 'email_report_not_found' );
			expect(
				registry
					.select( emailReportsStore )
					.getErrorForAction( 'deleteEmailSubscription', [ 'u1' ] )
					?.message
			).toBe( 'This subscription no longer exists.' );
			expect(
				registry.select( emailReportsStore ).getEmailSubscriptions()
			).toEqual( [] );
		} );

		it( 'sends a test report and answers where it went', async () => {
			const result = await registry
				.dispatch( emailReportsStore )
				.sendTestEmailReport();
			expect( result.response ).toEqual( {
				sent: true,
				email: 'admin@example.org',
			} );
			expect(
				server.requestsTo( 'POST', 'core/site/data/email-reports/test' )
			).toHaveLength( 1 );
		} );
	} );
} );
