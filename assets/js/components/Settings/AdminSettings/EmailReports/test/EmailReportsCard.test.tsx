/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import EmailReportsCard from '../EmailReportsCard';
import { fieldError } from '../AddRecipientForm';
import { emailReportsStore } from '../../../../../datastore/email-reports';
import {
	holdRequests,
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../../../modules/common/test/helpers';
import {
	fakeEmailReportRoutes,
	type EmailReportRoutes,
} from '../../../../EmailReports/test/email-report-routes';

// Noon UTC, so the day is the same in the test machine's time zone.
const JAN_5 = 1767614400;

describe( 'the Email reports card of Admin Settings', () => {
	let t: ModuleTest;
	let routes: EmailReportRoutes;

	beforeEach( () => {
		t = setUpModuleTest();
		routes = {
			own: {
				frequency: null,
				email: 'admin@example.org',
				lastSent: null,
				lastResult: null,
			},
			subscriptions: [
				{
					id: 'outside-9',
					kind: 'outside',
					userID: 0,
					name: '',
					email: 'client@example.com',
					frequency: 'monthly',
					status: 'active',
					lastSent: JAN_5,
					lastResult: 'retrying',
					lastError: 'SMTP connect() failed.',
				},
				{
					id: 'user-2',
					kind: 'user',
					userID: 2,
					name: 'Sam <b>Editor</b>',
					email: 'sam@example.org',
					frequency: 'weekly',
					status: 'active',
					lastSent: JAN_5,
					lastResult: 'sent',
					lastError: null,
				},
			],
			health: { cron: 'late', lastSuccess: JAN_5, failing: 1 },
		};
		fakeEmailReportRoutes( t.server, routes );
	} );

	afterEach( () => t.cleanup() );

	const rowTexts = () =>
		within( screen.getByRole( 'table', { name: 'Subscriptions' } ) )
			.getAllByRole( 'row' )
			.slice( 1 )
			.map( ( row ) =>
				within( row )
					.getAllByRole( 'cell' )
					.map( ( cell ) => cell.textContent )
			);

	it( 'lists every subscription, users first, with the last send and its error, and the health line', async () => {
		t.render( <EmailReportsCard /> );
		expect(
			screen.getByRole( 'region', { name: 'Email reports' } )
		).toBeInTheDocument();
		await screen.findByRole( 'table', { name: 'Subscriptions' } );
		expect( rowTexts() ).toEqual( [
			[
				'Sam <b>Editor</b>sam@example.org',
				'Weekly',
				'Active',
				expect.stringMatching( /^Jan 5, 2026/ ),
				'Sent',
				'End',
			],
			[
				'Outside recipientclient@example.com',
				'Monthly',
				'Active',
				expect.stringMatching( /^Jan 5, 2026/ ),
				'Failed, will retry: SMTP connect() failed.',
				'End',
			],
		] );
		expect(
			screen.getByText( /Scheduled sending is late/ )
		).toHaveTextContent(
			/1 subscription is failing\. Last successful send: Jan 5, 2026/
		);
		// The admin's own control is there too, not subscribed.
		expect(
			await screen.findByText( 'Sent to admin@example.org' )
		).toBeInTheDocument();
	} );

	it( 'shows one progress bar while it reads the own subscription and the list', async () => {
		const release = holdRequests( 'email-report' );
		t.render( <EmailReportsCard /> );
		expect( await screen.findAllByRole( 'progressbar' ) ).toHaveLength( 1 );
		expect(
			screen.getByText( 'Loading the email reports…' )
		).toBeInTheDocument();
		release();
		await screen.findByRole( 'table', { name: 'Subscriptions' } );
		expect( screen.queryByRole( 'progressbar' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'radio', { name: 'Weekly' } )
		).toBeInTheDocument();
	} );

	it( 'subscribes the admin from here, and the list shows it', async () => {
		const user = userEvent.setup();
		t.render( <EmailReportsCard /> );
		await screen.findByRole( 'table', { name: 'Subscriptions' } );
		await user.click(
			await screen.findByRole( 'radio', { name: 'Quarterly' } )
		);
		await waitFor( () => expect( rowTexts() ).toHaveLength( 3 ) );
		expect( rowTexts()[ 0 ].slice( 0, 3 ) ).toEqual( [
			'Alex Riveraadmin@example.org',
			'Quarterly',
			'Active',
		] );
	} );

	it( 'ends a subscription after a confirmation; Cancel changes nothing', async () => {
		const user = userEvent.setup();
		t.render( <EmailReportsCard /> );
		await screen.findByRole( 'table', { name: 'Subscriptions' } );
		await user.click(
			screen.getByRole( 'button', {
				name: 'End the subscription of client@example.com',
			} )
		);
		let dialog = screen.getByRole( 'dialog', {
			name: 'End this subscription?',
		} );
		expect( dialog ).toHaveTextContent(
			'client@example.com will no longer get the email report.'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Cancel' } )
		);
		expect(
			t.server.requestsTo( 'POST', 'core/site/data/email-reports/delete' )
		).toEqual( [] );
		expect( rowTexts() ).toHaveLength( 2 );

		await user.click(
			screen.getByRole( 'button', {
				name: 'End the subscription of client@example.com',
			} )
		);
		dialog = screen.getByRole( 'dialog' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'End subscription' } )
		);
		await waitFor( () => expect( rowTexts() ).toHaveLength( 1 ) );
		expect( rowTexts()[ 0 ][ 0 ] ).toContain( 'sam@example.org' );
		expect(
			t.server
				.requestsTo( 'POST', 'core/site/data/email-reports/delete' )
				.map( ( request ) => request.body )
		).toEqual( [ { data: { id: 'outside-9' } } ] );
		expect(
			screen.getByRole( 'heading', { name: 'Subscriptions' } )
		).toHaveFocus();
	} );

	it( 'adds an outside address, shown pending', async () => {
		const user = userEvent.setup();
		t.render( <EmailReportsCard /> );
		await screen.findByRole( 'table', { name: 'Subscriptions' } );
		await user.type(
			screen.getByLabelText( 'Email address' ),
			'boss@example.net'
		);
		await user.selectOptions(
			screen.getByLabelText( 'Frequency' ),
			'quarterly'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Add recipient' } )
		);
		expect(
			await screen.findByText(
				'A confirmation email was sent to boss@example.net. Reports start once the address confirms.'
			)
		).toBeInTheDocument();
		expect(
			t.server
				.requestsTo( 'POST', 'core/site/data/email-reports' )
				.map( ( request ) => request.body )
		).toEqual( [
			{ data: { email: 'boss@example.net', frequency: 'quarterly' } },
		] );
		// Outside addresses come after the users, by address.
		expect( rowTexts()[ 1 ].slice( 0, 3 ) ).toEqual( [
			'Outside recipientboss@example.net',
			'Quarterly',
			'Pending confirmation',
		] );
		expect( screen.getByLabelText( 'Email address' ) ).toHaveValue( '' );
		// Only the subscription's fields are kept in the list.
		expect(
			Object.keys(
				t.registry
					.select( emailReportsStore )
					.getEmailSubscriptions()
					?.find( ( item ) => item.email === 'boss@example.net' ) ??
					{}
			)
		).not.toContain( 'message' );
	} );

	it( 'asks for an address before sending an empty one', async () => {
		const user = userEvent.setup();
		t.render( <EmailReportsCard /> );
		await screen.findByRole( 'table', { name: 'Subscriptions' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Add recipient' } )
		);
		const field = screen.getByLabelText( 'Email address' );
		expect( field ).toHaveAccessibleDescription(
			'Enter an email address.'
		);
		expect( field ).toHaveFocus();
		expect(
			t.server.requestsTo( 'POST', 'core/site/data/email-reports' )
		).toEqual( [] );
	} );

	it( 'shows a refused address next to its field and keeps what was typed', async () => {
		const user = userEvent.setup();
		t.render( <EmailReportsCard /> );
		await screen.findByRole( 'table', { name: 'Subscriptions' } );
		const field = screen.getByLabelText( 'Email address' );
		await user.type( field, 'boss at example' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add recipient' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This is not a valid email address.'
		);
		expect( field ).toHaveValue( 'boss at example' );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAccessibleDescription(
			'This is not a valid email address.'
		);
		// The focus moves to the field once the refusal has come back.
		await waitFor( () => expect( field ).toHaveFocus() );
		expect( rowTexts() ).toHaveLength( 2 );

		// A duplicate is refused the same way; fixing the address clears the error once accepted.
		await user.clear( field );
		await user.type( field, 'client@example.com' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add recipient' } )
		);
		await waitFor( () =>
			expect( field ).toHaveAccessibleDescription(
				'This address already gets the report.'
			)
		);
		await user.clear( field );
		await user.type( field, 'client2@example.com' );
		await user.click(
			screen.getByRole( 'button', { name: 'Add recipient' } )
		);
		await waitFor( () => expect( rowTexts() ).toHaveLength( 3 ) );
		expect( field ).not.toHaveAttribute( 'aria-invalid', 'true' );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'sends a test report and says where it went, or why not', async () => {
		const user = userEvent.setup();
		t.render( <EmailReportsCard /> );
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Send me a test report now',
			} )
		);
		expect(
			await screen.findByText(
				'A test report was sent to admin@example.org.'
			)
		).toBeInTheDocument();

		t.server.on(
			'POST',
			'core/site/data/email-reports/test',
			restError(
				'email_report_send_failed',
				'The mail server refused the message.'
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Send me a test report now' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: The mail server refused the message.'
		);
		expect(
			screen.queryByText( 'A test report was sent to admin@example.org.' )
		).not.toBeInTheDocument();
	} );

	it( 'says when the list cannot be read, and reads it again on request', async () => {
		const user = userEvent.setup();
		t.server.on(
			'GET',
			'core/site/data/email-reports',
			restError(
				'rest_forbidden',
				'Sorry, you are not allowed to do that.',
				{
					status: 403,
				}
			)
		);
		t.render( <EmailReportsCard /> );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Sorry, you are not allowed to do that.'
		);
		fakeEmailReportRoutes( t.server, routes );
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByRole( 'table', { name: 'Subscriptions' } )
		).toBeInTheDocument();
	} );

	it( 'puts a schema refusal next to the field it names', () => {
		expect(
			fieldError( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): data',
				data: {
					status: 400,
					params: {
						data: 'data[frequency] is not one of weekly, monthly and quarterly.',
					},
				},
			} )
		).toEqual( {
			field: 'frequency',
			message:
				'data[frequency] is not one of weekly, monthly and quarterly.',
		} );
		expect(
			fieldError( {
				code: 'email_report_duplicate',
				message: 'This address already gets the report.',
				data: { status: 409 },
			} )
		).toEqual( {
			field: 'email',
			message: 'This address already gets the report.',
		} );
		expect(
			fieldError( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			} ).field
		).toBeNull();
	} );
} );
