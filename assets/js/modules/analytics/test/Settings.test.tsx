/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { analyticsStore } from '../store';
import { setUpModuleTest, type ModuleTest } from '../../common/test/helpers';
import SettingsEdit from '../SettingsEdit';
import SettingsView from '../SettingsView';
import { ACCOUNTS, SAVED, STREAMS } from './fixtures';

const SETTINGS = 'modules/analytics/data/settings';
const CONNECTED = {
	...SAVED,
	accountID: '100',
	propertyID: '200',
	webDataStreamID: '301',
	measurementID: 'G-HOME301',
	ownerID: 1,
};

describe( 'Analytics settings', () => {
	let t: ModuleTest;

	beforeEach( () => {
		t = setUpModuleTest();
		t.server.on( 'GET', SETTINGS, { body: CONNECTED } );
		t.server.on( 'GET', 'modules/analytics/data/account-summaries', {
			body: ACCOUNTS,
		} );
		t.server.on(
			'GET',
			'modules/analytics/data/webdatastreams',
			( request ) => ( {
				body: STREAMS[ request.query.propertyID ] ?? [],
			} )
		);
	} );

	afterEach( () => t.cleanup() );

	const field = ( name: string ) => screen.getByRole( 'combobox', { name } );

	it( 'shows the saved IDs and whether the snippet is placed, in words', async () => {
		t.server.on( 'GET', SETTINGS, {
			body: { ...CONNECTED, useSnippet: false },
		} );
		t.render( <SettingsView /> );
		const item = async ( label: string ) =>
			( await screen.findByText( label ) ).nextElementSibling;
		expect( await item( 'Measurement ID' ) ).toHaveTextContent(
			'G-HOME301'
		);
		expect( await item( 'Property' ) ).toHaveTextContent( '200' );
		expect( await item( 'Web data stream' ) ).toHaveTextContent( '301' );
		expect( await item( 'Snippet placed' ) ).toHaveTextContent( 'No' );
	} );

	it( 'shows the saved choices, changed nothing by opening', async () => {
		t.render( <SettingsEdit /> );
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
		expect( field( 'Account' ) ).toHaveValue( '100' );
		expect( field( 'Property' ) ).toHaveValue( '200' );
		expect(
			t.registry.select( analyticsStore ).haveSettingsChanged()
		).toBe( false );
		expect(
			screen.queryByRole( 'option', { name: 'Set up a new property' } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'edits the property and takes its stream and measurement ID into the store', async () => {
		t.render( <SettingsEdit /> );
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
		await userEvent.selectOptions( field( 'Property' ), 'Shop (201)' );
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '310' )
		);

		expect( t.registry.select( analyticsStore ).getSettings() ).toEqual( {
			...CONNECTED,
			propertyID: '201',
			webDataStreamID: '310',
			measurementID: 'G-SHOP310',
		} );
		await userEvent.click( screen.getByRole( 'checkbox' ) );
		expect(
			t.registry.select( analyticsStore ).getSettings()?.useSnippet
		).toBe( false );
		expect( t.server.requestsTo( 'POST', SETTINGS ) ).toHaveLength( 0 );
	} );

	it( 'shows the validation error for an account with no property to choose', async () => {
		t.render( <SettingsEdit /> );
		await waitFor( () =>
			expect( field( 'Web data stream' ) ).toHaveValue( '301' )
		);
		await userEvent.selectOptions( field( 'Account' ), 'Empty account' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Select an Analytics property.'
		);
		expect( field( 'Property' ) ).toHaveDisplayValue(
			'This account has no properties'
		);
	} );
} );
