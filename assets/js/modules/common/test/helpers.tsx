/**
 * What the module UI tests share: a real registry inside Root, only
 * `window.fetch` faked (the API layer's fake server), the boot data of a site
 * at example.org, and navigation recorded instead of performed.
 */

/**
 * External dependencies
 */
import { configure as configureDOM } from '@testing-library/dom';
import { getConfig, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import Root from '../../../components/Root';
import { setAssignLocation } from '../../../datastore/location';
import type { Module } from '../../../datastore/modules/types';
import { createTestRegistry } from '../../../datastore/registry';
import type { Registry } from '../../../datastore/types';
import type { Authentication } from '../../../datastore/user/types';

// user-event drives the top-level @testing-library/dom, a newer copy than the
// one @testing-library/react configured: give it React's act() wrappers too,
// so updates that follow an event are flushed like those after render().
const { asyncWrapper, eventWrapper } = getConfig();
configureDOM( { asyncWrapper, eventWrapper } );

export const HOME_URL = 'http://example.org/';
export const ADMIN_URL = 'http://example.org/wp-admin/';
export const CONNECT_URL =
	'http://example.org/wp-admin/admin-post.php?action=googlesitekit_connect&_wpnonce=n0nce';

export const SCOPES = {
	searchConsole: 'https://www.googleapis.com/auth/webmasters',
	siteVerification: 'https://www.googleapis.com/auth/siteverification',
	analytics: 'https://www.googleapis.com/auth/analytics.readonly',
	analyticsEdit: 'https://www.googleapis.com/auth/analytics.edit',
	adsense: 'https://www.googleapis.com/auth/adsense.readonly',
};

const NAMES: Record< string, [ string, string[] ] > = {
	'search-console': [ 'Search Console', [ SCOPES.searchConsole ] ],
	'site-verification': [ 'Site Verification', [ SCOPES.siteVerification ] ],
	analytics: [ 'Analytics', [ SCOPES.analytics ] ],
	adsense: [ 'AdSense', [ SCOPES.adsense ] ],
	'pagespeed-insights': [ 'PageSpeed Insights', [] ],
};

/**
 * One module of GET core/modules/data/list.
 *
 * @param slug      Module slug.
 * @param overrides Fields to change.
 */
export function moduleFixture(
	slug: string,
	overrides: Partial< Module > = {}
): Module {
	const [ name, requiredScopes ] = NAMES[ slug ];
	return {
		slug,
		name,
		description: '',
		homepage: '',
		order: 0,
		internal: slug === 'site-verification',
		forceActive: slug === 'site-verification' || slug === 'search-console',
		shareable: false,
		active: true,
		connected: false,
		dependencies: [],
		dependants: [],
		owner: null,
		requiredScopes,
		checkRequirementsError: null,
		...overrides,
	};
}

/**
 * GET core/user/data/authentication of a signed-in user.
 *
 * @param grantedScopes The scopes the user granted.
 */
export function authenticationFixture(
	grantedScopes: string[] = Object.values( SCOPES ).filter(
		( scope ) => scope !== SCOPES.analyticsEdit
	)
): Authentication {
	return {
		authenticated: true,
		requiredScopes: [],
		grantedScopes,
		unsatisfiedScopes: [],
		needsReauthentication: false,
		disconnectedReason: '',
		authError: null,
		profile: {
			email: 'site.admin@example.com',
			name: 'Alex Rivera',
			picture: '',
		},
	};
}

export interface ModuleTest {
	server: FakeServer;
	registry: Registry;
	/** URLs the app navigated to, oldest first. */
	navigations: string[];
	/** Renders inside Root with the test registry. */
	render: ( ui: ReactElement ) => RenderResult;
	/** A fresh registry from now on, like a page load (storage and server stay). */
	reload: () => void;
	cleanup: () => void;
}

/**
 * Sets up a module UI test: boot data, the fake server with the module list
 * and the user's authentication, a fresh registry.
 *
 * @param options               Options.
 * @param options.modules       The module list (every module active by default).
 * @param options.grantedScopes The scopes the user granted.
 */
export function setUpModuleTest( {
	modules = Object.keys( NAMES ).map( ( slug ) => moduleFixture( slug ) ),
	grantedScopes,
}: { modules?: Module[]; grantedScopes?: string[] } = {} ): ModuleTest {
	setTestBaseData( {
		homeURL: HOME_URL,
		adminURL: ADMIN_URL,
		siteName: 'Harvest & Hearth',
		connectURL: CONNECT_URL,
	} );
	const server = fakeServer();
	server.on( 'GET', 'core/modules/data/list', { body: modules } );
	server.on( 'GET', 'core/user/data/authentication', {
		body: authenticationFixture( grantedScopes ),
	} );
	const navigations: string[] = [];
	const restoreLocation = setAssignLocation( ( url ) =>
		navigations.push( url )
	);
	const test: ModuleTest = {
		server,
		registry: createTestRegistry(),
		navigations,
		render: ( ui ) =>
			render( <Root registry={ test.registry }>{ ui }</Root> ),
		reload: () => {
			test.registry = createTestRegistry();
		},
		cleanup: () => {
			restoreLocation();
			server.restore();
			window.sessionStorage.clear();
			delete window._googlesitekitBaseData;
		},
	};
	return test;
}

/**
 * The WordPress REST error JSON of a failed provider call.
 *
 * @param code    Error code.
 * @param message Message.
 * @param data    Error data.
 */
export function restError(
	code: string,
	message = 'Something failed.',
	data: Record< string, unknown > = { status: 500 }
) {
	return {
		status: typeof data.status === 'number' ? data.status : 500,
		body: { code, message, data },
	};
}

/**
 * Holds back the answers to requests whose URL contains a string until
 * released, so a test can see what the screen shows meanwhile.
 *
 * @param match Part of the request URL.
 * @return Releases the held requests.
 */
export function holdRequests( match: string ): () => void {
	const fetch = window.fetch;
	let release: () => void = () => undefined;
	const gate = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	window.fetch = ( async ( input: RequestInfo | URL, init?: RequestInit ) => {
		if ( String( input ).includes( match ) ) {
			await gate;
		}
		return fetch( input, init );
	} ) as typeof window.fetch;
	return () => release();
}
