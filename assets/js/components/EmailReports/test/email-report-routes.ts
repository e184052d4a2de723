/**
 * The email-reports REST routes on the fake server, as the contract describes them (docs of issue 25): a small
 * in-memory server side, so the UI tests see what a user would after each request.
 */

/**
 * Internal dependencies
 */
import type { FakeServer } from '../../../api/test/fake-server';
import type {
	EmailReportsHealth,
	EmailSubscription,
	Frequency,
	OwnEmailReport,
} from '../../../datastore/email-reports';

export interface EmailReportRoutes {
	own: OwnEmailReport;
	subscriptions: EmailSubscription[];
	health: EmailReportsHealth;
}

const FREQUENCIES = [ 'weekly', 'monthly', 'quarterly' ];

function refusal( status: number, code: string, message: string ) {
	return { status, body: { code, message, data: { status } } };
}

/**
 * Answers the routes from `routes`, which the test may change at any time.
 *
 * @param server The fake server.
 * @param routes The server side's state.
 */
export function fakeEmailReportRoutes(
	server: FakeServer,
	routes: EmailReportRoutes
): void {
	const ownID = 'user-1';
	server.on( 'GET', 'core/user/data/email-report', () => ( {
		body: routes.own,
	} ) );
	server.on( 'POST', 'core/user/data/email-report', ( request ) => {
		const { frequency } = (
			request.body as { data: { frequency: Frequency | null } }
		 ).data;
		if ( frequency !== null && ! FREQUENCIES.includes( frequency ) ) {
			return refusal(
				400,
				'rest_invalid_param',
				'Invalid parameter(s): frequency'
			);
		}
		routes.own = { ...routes.own, frequency };
		routes.subscriptions = routes.subscriptions.filter(
			( item ) => item.id !== ownID
		);
		if ( frequency ) {
			routes.subscriptions.push( {
				id: ownID,
				kind: 'user',
				userID: 1,
				name: 'Alex Rivera',
				email: routes.own.email,
				frequency,
				status: 'active',
				lastSent: null,
				lastResult: null,
				lastError: null,
			} );
		}
		return { body: routes.own };
	} );
	server.on( 'GET', 'core/site/data/email-reports', () => ( {
		body: { subscriptions: routes.subscriptions, health: routes.health },
	} ) );
	server.on( 'POST', 'core/site/data/email-reports', ( request ) => {
		const { email, frequency } = (
			request.body as { data: { email: string; frequency: Frequency } }
		 ).data;
		if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email ) ) {
			return refusal(
				400,
				'email_report_invalid_email',
				'This is not a valid email address.'
			);
		}
		if ( routes.subscriptions.some( ( item ) => item.email === email ) ) {
			return refusal(
				409,
				'email_report_duplicate',
				'This address already gets the report.'
			);
		}
		const added: EmailSubscription = {
			id: `outside-${ routes.subscriptions.length + 1 }`,
			kind: 'outside',
			userID: 0,
			name: '',
			email,
			frequency,
			status: 'pending',
			lastSent: null,
			lastResult: null,
			lastError: null,
		};
		routes.subscriptions.push( added );
		return {
			body: {
				...added,
				confirmationMailed: true,
				message: `A confirmation email was sent to ${ email }. Reports start once the address confirms.`,
			},
		};
	} );
	server.on( 'POST', 'core/site/data/email-reports/delete', ( request ) => {
		const { id } = ( request.body as { data: { id: string } } ).data;
		if ( ! routes.subscriptions.some( ( item ) => item.id === id ) ) {
			return refusal(
				404,
				'email_report_not_found',
				'This subscription no longer exists.'
			);
		}
		routes.subscriptions = routes.subscriptions.filter(
			( item ) => item.id !== id
		);
		if ( id === ownID ) {
			routes.own = { ...routes.own, frequency: null };
		}
		return { body: { deleted: true } };
	} );
	server.on( 'POST', 'core/site/data/email-reports/test', () => ( {
		body: { sent: true, email: routes.own.email },
	} ) );
}
