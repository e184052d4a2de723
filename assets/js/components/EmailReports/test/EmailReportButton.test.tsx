/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import EmailReportButton from '../EmailReportButton';
import {
	restError,
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import {
	fakeEmailReportRoutes,
	type EmailReportRoutes,
} from './email-report-routes';

describe( 'the dashboard’s "Get this by email" control', () => {
	let t: ModuleTest;
	let routes: EmailReportRoutes;

	beforeEach( () => {
		t = setUpModuleTest();
		routes = {
			own: {
				frequency: null,
				email: 'editor@example.org',
				lastSent: null,
				lastResult: null,
			},
			subscriptions: [],
			health: { cron: 'ok', lastSuccess: null, failing: 0 },
		};
		fakeEmailReportRoutes( t.server, routes );
	} );

	afterEach( () => t.cleanup() );

	const open = async ( user: ReturnType< typeof userEvent.setup > ) => {
		await user.click(
			screen.getByRole( 'button', { name: 'Get this by email' } )
		);
		return screen.findByRole( 'dialog', {
			name: 'Get this report by email',
		} );
	};

	it( 'is a button that reads nothing until it is used', () => {
		t.render( <EmailReportButton /> );
		const button = screen.getByRole( 'button', {
			name: 'Get this by email',
		} );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		expect(
			t.server.requestsTo( 'GET', 'core/user/data/email-report' )
		).toEqual( [] );
	} );

	it( 'subscribes weekly in one click, changes to monthly, and shows where it goes', async () => {
		const user = userEvent.setup();
		t.render( <EmailReportButton /> );
		const dialog = await open( user );
		expect(
			screen.getByRole( 'button', { name: 'Get this by email' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			await screen.findByText( 'Sent to editor@example.org' )
		).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'You are not subscribed to this report.'
		);
		// The focus moved in: to the first choice, none being checked.
		await waitFor( () =>
			expect(
				screen.getByRole( 'radio', { name: 'Weekly' } )
			).toHaveFocus()
		);
		expect( dialog ).toContainElement(
			dialog.ownerDocument.activeElement as HTMLElement
		);
		expect(
			screen.queryByRole( 'button', { name: 'Unsubscribe' } )
		).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'radio', { name: 'Weekly' } ) );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'Saved. You get this report every week, for the week before. Last sent: Never.'
			)
		);
		await user.click( screen.getByRole( 'radio', { name: 'Monthly' } ) );
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'You get this report every month'
			)
		);
		expect(
			screen.getByRole( 'radio', { name: 'Monthly' } )
		).toBeChecked();
		expect(
			t.server
				.requestsTo( 'POST', 'core/user/data/email-report' )
				.map( ( request ) => request.body )
		).toEqual( [
			{ data: { frequency: 'weekly' } },
			{ data: { frequency: 'monthly' } },
		] );
		// A user's control never asks for the admin list.
		expect(
			t.server.requestsTo( 'GET', 'core/site/data/email-reports' )
		).toEqual( [] );
	} );

	it( 'unsubscribes, keeping the focus in the dialog', async () => {
		routes.own = {
			...routes.own,
			frequency: 'quarterly',
			lastSent: 1767268800,
		};
		const user = userEvent.setup();
		t.render( <EmailReportButton /> );
		await open( user );
		await waitFor( () =>
			expect(
				screen.getByRole( 'radio', { name: 'Quarterly' } )
			).toHaveFocus()
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			/every quarter.*Last sent: Jan 1, 2026/
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Unsubscribe' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				'You are unsubscribed. You are not subscribed to this report.'
			)
		);
		expect( screen.getByRole( 'radio', { name: 'Weekly' } ) ).toHaveFocus();
		expect( routes.own.frequency ).toBeNull();
		for ( const name of [ 'Weekly', 'Monthly', 'Quarterly' ] ) {
			expect( screen.getByRole( 'radio', { name } ) ).not.toBeChecked();
		}
	} );

	it( 'shows a refusal and puts the saved choice back', async () => {
		routes.own = { ...routes.own, frequency: 'weekly' };
		t.server.on(
			'POST',
			'core/user/data/email-report',
			restError(
				'email_report_failed',
				'Your choice could not be saved.',
				{
					status: 500,
				}
			)
		);
		const user = userEvent.setup();
		t.render( <EmailReportButton /> );
		await open( user );
		await user.click(
			await screen.findByRole( 'radio', { name: 'Monthly' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Error: Your choice could not be saved.'
		);
		expect( screen.getByRole( 'radio', { name: 'Weekly' } ) ).toBeChecked();
		expect(
			screen.getByRole( 'radio', { name: 'Monthly' } )
		).not.toBeChecked();
	} );

	it( 'closes on Escape and on Close, giving the focus back to the button, and on a click outside', async () => {
		const user = userEvent.setup();
		t.render(
			<>
				<EmailReportButton />
				<button type="button">Elsewhere</button>
			</>
		);
		const button = screen.getByRole( 'button', {
			name: 'Get this by email',
		} );
		await open( user );
		await screen.findByRole( 'radio', { name: 'Weekly' } );
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( button ).toHaveFocus();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );

		// With the keyboard: Enter opens, Tab stays inside, Close closes.
		await user.keyboard( '{Enter}' );
		await screen.findByRole( 'dialog' );
		await waitFor( () =>
			expect(
				screen.getByRole( 'radio', { name: 'Weekly' } )
			).toHaveFocus()
		);
		await user.tab();
		expect( screen.getByRole( 'button', { name: 'Close' } ) ).toHaveFocus();
		await user.tab();
		expect( screen.getByRole( 'radio', { name: 'Weekly' } ) ).toHaveFocus();
		await user.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( button ).toHaveFocus();

		await open( user );
		const elsewhere = screen.getByRole( 'button', { name: 'Elsewhere' } );
		await user.click( elsewhere );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();

		// The focus leaving the dialog for its button keeps it open (a click on the button closes it); leaving for
		// anything further closes it, the focus staying where it went.
		await open( user );
		await screen.findByRole( 'radio', { name: 'Weekly' } );
		act( () => button.focus() );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		await user.click( button );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		await open( user );
		await screen.findByRole( 'radio', { name: 'Weekly' } );
		act( () => elsewhere.focus() );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( elsewhere ).toHaveFocus();
		// The subscription was read once for all the openings.
		expect(
			t.server.requestsTo( 'GET', 'core/user/data/email-report' )
		).toHaveLength( 1 );
	} );
} );
