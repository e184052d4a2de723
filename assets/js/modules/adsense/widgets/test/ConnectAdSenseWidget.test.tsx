/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../../../datastore/modules';
import ConnectAdSenseWidget from '../ConnectAdSenseWidget';
import {
	renderWidget,
	setUpWidgetTest,
	tearDownWidgetTest,
	type WidgetTest,
} from '../../../../widgets/test/helpers';

const noReports = () => {
	throw new Error( 'the call to action reads no report' );
};

describe( 'ConnectAdSenseWidget', () => {
	let test: WidgetTest;

	afterEach( () => tearDownWidgetTest( test ) );

	it( 'asks an admin to connect AdSense from Settings → Connect More Services when AdSense is not active', async () => {
		test = setUpWidgetTest( noReports, {
			modules: { adsense: { active: false } },
		} );
		renderWidget(
			ConnectAdSenseWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByRole( 'link', { name: 'Connect AdSense' } )
		).toHaveAttribute(
			'href',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-settings#/connect-more-services'
		);
		expect(
			screen.getByText( 'Connect AdSense to see this here.' )
		).toBeVisible();
	} );

	it( 'tells a user who may not connect services that AdSense is not connected, without a button', async () => {
		test = setUpWidgetTest( noReports, {
			modules: { adsense: { active: false } },
			permissions: { googlesitekit_manage_options: false },
		} );
		renderWidget(
			ConnectAdSenseWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		expect(
			await screen.findByText(
				'AdSense is not connected to this site, so there are no earnings to show.'
			)
		).toBeVisible();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'shows nothing once AdSense is active', async () => {
		test = setUpWidgetTest( noReports, {
			modules: { adsense: { active: true } },
		} );
		const { container } = renderWidget(
			ConnectAdSenseWidget,
			{ dateRange: 'last-28-days' },
			test.registry
		);
		await waitFor( () =>
			expect(
				test.registry.select( modulesStore ).isModuleActive( 'adsense' )
			).toBe( true )
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
