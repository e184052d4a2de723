/**
 * External dependencies
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { modulesStore } from '../../../datastore/modules';
import { userStore } from '../../../datastore/user';
import {
	moduleFixture,
	setUpModuleTest,
	type ModuleTest,
} from '../../../modules/common/test/helpers';
import BannerNotification, {
	BANNER_CLOSE_ANIMATION_MS,
	NOTIFICATION_DISMISSED_EVENT,
} from '../BannerNotification';
import UserInputNotification, {
	USER_INPUT_NOTIFICATION_ID,
	USER_INPUT_REMIND_LATER_SECONDS,
} from '../UserInputNotification';

let t: ModuleTest;
let dismissed: string[];

beforeEach( () => {
	t = setUpModuleTest();
	dismissed = [];
	t.server.on( 'GET', 'core/user/data/dismissed-items', () => ( {
		body: dismissed,
	} ) );
	t.server.on( 'POST', 'core/user/data/dismiss-item', ( request ) => {
		dismissed = [
			...dismissed,
			( request.body as { data: { slug: string } } ).data.slug,
		];
		return { body: dismissed };
	} );
} );

afterEach( () => t.cleanup() );

const dismissRequests = () =>
	t.server
		.requestsTo( 'POST', 'core/user/data/dismiss-item' )
		.map( ( request ) => ( request.body as { data: unknown } ).data );

describe( 'BannerNotification', () => {
	it( 'closes with a 350 ms animation, then is stored as dismissed for good and fires notificationDismissed', async () => {
		const fired: string[] = [];
		const listener = ( event: Event ) =>
			fired.push( ( event as CustomEvent< { id: string } > ).detail.id );
		document.addEventListener( NOTIFICATION_DISMISSED_EVENT, listener );
		t.render(
			<BannerNotification
				id="welcome"
				title="Welcome"
				description="Hello there."
				dismiss="OK, got it"
			/>
		);
		const banner = await screen.findByRole( 'region', {
			name: 'Welcome',
		} );
		const clicked = Date.now();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'OK, got it' } )
		);
		expect( banner ).toHaveClass(
			'googlesitekit-banner-notification--closing'
		);
		expect( dismissRequests() ).toEqual( [] );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'region', { name: 'Welcome' } )
			).not.toBeInTheDocument()
		);
		expect( Date.now() - clicked ).toBeGreaterThanOrEqual(
			BANNER_CLOSE_ANIMATION_MS - 20
		);
		await waitFor( () =>
			expect( dismissRequests() ).toEqual( [
				{ slug: 'welcome', expiration: 0 },
			] )
		);
		expect( fired ).toEqual( [ 'welcome' ] );
		document.removeEventListener( NOTIFICATION_DISMISSED_EVENT, listener );
	} );

	it( 'does not show a dismissible banner that was dismissed', async () => {
		dismissed = [ 'welcome' ];
		t.render(
			<BannerNotification id="welcome" title="Welcome" dismiss="OK" />
		);
		await waitFor( () =>
			expect(
				t.registry.select( userStore ).getDismissedItems()
			).toEqual( [ 'welcome' ] )
		);
		await act( async () => undefined );
		expect(
			screen.queryByRole( 'region', { name: 'Welcome' } )
		).not.toBeInTheDocument();
	} );

	it( 'keeps its dismissal only for dismissExpires seconds', async () => {
		t.render(
			<BannerNotification
				id="later"
				title="Later"
				dismiss="Later"
				dismissExpires={ 600 }
			/>
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Later' } )
		);
		await waitFor( () =>
			expect( dismissRequests() ).toEqual( [
				{ slug: 'later', expiration: 600 },
			] )
		);
	} );

	it( 'records a showOnce banner as dismissed when it first shows, and keeps showing it', async () => {
		t.render( <BannerNotification id="once" title="Once" showOnce /> );
		await screen.findByRole( 'region', { name: 'Once' } );
		await waitFor( () =>
			expect( dismissRequests() ).toEqual( [
				{ slug: 'once', expiration: 0 },
			] )
		);
		expect(
			screen.getByRole( 'region', { name: 'Once' } )
		).toBeInTheDocument();
	} );

	it( 'runs onView once', async () => {
		const onView = jest.fn();
		t.render(
			<BannerNotification
				id="seen"
				title="Seen"
				dismiss="Dismiss"
				onView={ onView }
			/>
		);
		await screen.findByRole( 'region', { name: 'Seen' } );
		// Store changes re-render the banner; it was seen once.
		act( () => {
			t.registry
				.dispatch( userStore )
				.receiveDismissedItems( [ 'something-else' ] );
		} );
		act( () => {
			t.registry.dispatch( userStore ).receiveDismissedItems( [] );
		} );
		expect( onView ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'dismisses itself after a CTA click unless the handler answers false', async () => {
		const keep = jest.fn( () => false );
		t.render(
			<BannerNotification
				id="keep"
				title="Keep"
				dismiss="Dismiss"
				ctaLabel="Do it"
				onCTAClick={ keep }
			/>
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Do it' } )
		);
		expect( keep ).toHaveBeenCalled();
		expect(
			screen.getByRole( 'region', { name: 'Keep' } )
		).not.toHaveClass( 'googlesitekit-banner-notification--closing' );

		t.render(
			<BannerNotification
				id="go"
				title="Go"
				dismiss="Dismiss"
				ctaLabel="Go now"
				onCTAClick={ () => undefined }
			/>
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Go now' } )
		);
		expect( screen.getByRole( 'region', { name: 'Go' } ) ).toHaveClass(
			'googlesitekit-banner-notification--closing'
		);
	} );

	it( 'navigates in-app for an internal CTA link, not for a _blank one', async () => {
		t.render(
			<>
				<BannerNotification
					id="internal"
					title="Internal"
					ctaLabel="Open settings"
					ctaLink="/wp-admin/admin.php?page=googlesitekit-settings"
				/>
				<BannerNotification
					id="external"
					title="External"
					ctaLabel="Read more"
					ctaLink="https://example.com/help"
					ctaTarget="_blank"
				/>
			</>
		);
		await userEvent.click(
			await screen.findByRole( 'link', { name: 'Open settings' } )
		);
		expect( t.navigations ).toEqual( [
			`${ window.location.origin }/wp-admin/admin.php?page=googlesitekit-settings`,
		] );
		const external = screen.getByRole( 'link', { name: 'Read more' } );
		expect( external ).toHaveAttribute( 'target', '_blank' );
		await userEvent.click( external );
		expect( t.navigations ).toHaveLength( 1 );
	} );
} );

describe( 'UserInputNotification', () => {
	const connected = [
		moduleFixture( 'search-console', { connected: true } ),
		moduleFixture( 'analytics', { connected: true } ),
	];

	function setUp( {
		modules = connected,
		answered = false,
		userInput = true,
	}: {
		modules?: ReturnType< typeof moduleFixture >[];
		answered?: boolean;
		userInput?: boolean;
	} = {} ) {
		t.cleanup();
		t = setUpModuleTest( { modules } );
		dismissed = [];
		t.server.on( 'GET', 'core/user/data/dismissed-items', () => ( {
			body: dismissed,
		} ) );
		t.server.on( 'POST', 'core/user/data/dismiss-item', ( request ) => {
			dismissed = [
				( request.body as { data: { slug: string } } ).data.slug,
			];
			return { body: dismissed };
		} );
		t.server.on( 'GET', 'core/user/data/permissions', {
			body: { googlesitekit_authenticate: true },
		} );
		const answer = ( values: string[] ) => ( { values, scope: 'site' } );
		t.server.on( 'GET', 'core/user/data/user-input-settings', {
			body: {
				purpose: answer( answered ? [ 'publish_blog' ] : [] ),
				postFrequency: answer( answered ? [ 'weekly' ] : [] ),
				goals: answer( answered ? [ 'growing_audience' ] : [] ),
			},
		} );
		window._googlesitekitBaseData = {
			...window._googlesitekitBaseData,
			features: { userInput },
		};
		t.render( <UserInputNotification viewContext="mainDashboard" /> );
	}

	// Every read the banner depends on has answered.
	const settle = async () => {
		await waitFor( () => {
			const user = t.registry.select( userStore );
			expect( user.getDismissedItems() ).toBeDefined();
			expect( user.getPermissions() ).toBeDefined();
			expect( user.getUserInputSettings() ).toBeDefined();
			expect(
				t.registry.select( modulesStore ).getModules()
			).toBeDefined();
		} );
		await act( async () => undefined );
	};

	it( 'invites to answer, links to the questions, and "Remind me later" hides it for 3 hours', async () => {
		setUp();
		const banner = await screen.findByRole( 'region', {
			name: 'Personalize your metrics',
		} );
		expect( banner ).toHaveAttribute( 'id', USER_INPUT_NOTIFICATION_ID );
		expect(
			screen.getByRole( 'link', { name: 'Let’s go' } )
		).toHaveAttribute(
			'href',
			'http://example.org/wp-admin/admin.php?page=googlesitekit-user-input'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remind me later' } )
		);
		await waitFor( () =>
			expect( dismissRequests() ).toEqual( [
				{
					slug: USER_INPUT_NOTIFICATION_ID,
					expiration: USER_INPUT_REMIND_LATER_SECONDS,
				},
			] )
		);
		expect( USER_INPUT_REMIND_LATER_SECONDS ).toBe( 10800 );
	} );

	it.each( [
		[ 'the answers are complete', { answered: true } ],
		[
			'Search Console is not connected',
			{
				modules: [
					moduleFixture( 'search-console', { connected: false } ),
					moduleFixture( 'analytics', { connected: true } ),
				],
			},
		],
		[
			'Analytics is not connected',
			{
				modules: [
					moduleFixture( 'search-console', { connected: true } ),
					moduleFixture( 'analytics', { active: false } ),
				],
			},
		],
		[ 'the userInput feature is off', { userInput: false } ],
	] )( 'stays hidden when %s', async ( _name, options ) => {
		setUp( options );
		await settle();
		expect(
			screen.queryByRole( 'region', {
				name: 'Personalize your metrics',
			} )
		).not.toBeInTheDocument();
	} );
} );
