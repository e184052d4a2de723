/**
 * One or more calls for every emulator route, written as Google's references define the requests (Discovery enum
 * names, documented parameters): the schema sweep sends them in every scenario and with every fault, and checks
 * each answer. Successes and errors both: unknown properties, sites not owned, missing tokens.
 */
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET } from '../src/oauth/store';
import { ALL_SCOPES, REDIRECT_URI } from './helpers';
import { PROPERTY, type Sample, type SampleContext } from './schema-sample';
import { admin, ga } from './schema-samples-analytics';
import { network } from './schema-samples-network';
import {
	pagespeedAndAdsense,
	searchConsole,
	verificationAndTagManager,
} from './schema-samples-services';

export type { Sample, SampleContext };

function oauth( ctx: SampleContext ): Sample[] {
	const client = {
		client_id: DEMO_CLIENT_ID,
		client_secret: DEMO_CLIENT_SECRET,
	};
	return [
		{
			method: 'GET',
			path: '/accounts.google.com/o/oauth2/v2/auth',
			query: {
				client_id: DEMO_CLIENT_ID,
				redirect_uri: REDIRECT_URI,
				response_type: 'code',
				scope: ALL_SCOPES.join( ' ' ),
				access_type: 'offline',
				prompt: 'consent',
				state: 's',
				include_granted_scopes: 'true',
				login_hint: 'site.admin@example.com',
			},
			auth: false,
		},
		{
			method: 'GET',
			path: '/accounts.google.com/o/oauth2/v2/auth',
			query: {
				client_id: 'unknown',
				redirect_uri: REDIRECT_URI,
				response_type: 'code',
				scope: 'openid',
			},
			auth: false,
			fails: true,
		},
		{
			method: 'POST',
			path: '/accounts.google.com/signin/oauth/consent',
			form: { consent_id: 'gone', decision: 'allow' },
			auth: false,
			fails: true,
		},
		{
			method: 'POST',
			path: '/oauth2.googleapis.com/token',
			form: {
				grant_type: 'refresh_token',
				refresh_token: ctx.refreshToken,
				...client,
			},
			auth: false,
		},
		{
			method: 'POST',
			path: '/oauth2.googleapis.com/token',
			form: {
				grant_type: 'authorization_code',
				code: 'used-up',
				redirect_uri: REDIRECT_URI,
				...client,
			},
			auth: false,
			fails: true,
		},
		{
			method: 'GET',
			path: '/oauth2.googleapis.com/tokeninfo',
			query: { access_token: ctx.spareToken },
			auth: false,
		},
		{
			method: 'GET',
			path: '/oauth2.googleapis.com/tokeninfo',
			query: { access_token: 'nope' },
			auth: false,
			fails: true,
		},
		{
			method: 'GET',
			path: '/www.googleapis.com/oauth2/v3/certs',
			auth: false,
		},
		{ method: 'GET', path: '/www.googleapis.com/oauth2/v2/userinfo' },
		{ method: 'GET', path: '/www.googleapis.com/oauth2/v1/userinfo' },
		{ method: 'GET', path: '/openidconnect.googleapis.com/v1/userinfo' },
		{
			method: 'GET',
			path: '/www.googleapis.com/oauth2/v2/userinfo',
			auth: false,
			fails: true,
		},
		{
			method: 'GET',
			path: '/lh3.googleusercontent.com/a/108512938410285710001=s96-c',
			auth: false,
		},
	];
}

/** Paths and methods Google does not have: the answer is still its error envelope. */
function unknown(): Sample[] {
	return [
		{
			method: 'GET',
			path: '/analyticsdata.googleapis.com/v1beta/nothing-here',
			fails: true,
		},
		{ method: 'DELETE', path: `${ PROPERTY }:runReport`, fails: true },
		{
			method: 'PATCH',
			path: '/adsense.googleapis.com/v2/accounts',
			fails: true,
		},
	];
}

function closing( ctx: SampleContext ): Sample[] {
	return [
		{
			method: 'DELETE',
			path: `/siteverification.googleapis.com/siteVerification/v1/webResource/${ encodeURIComponent(
				encodeURIComponent( 'https://www.example.org/' )
			) }`,
		},
		{
			method: 'DELETE',
			path: `/searchconsole.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
				'https://new.example.net/'
			) }`,
		},
		// Gone already.
		{
			method: 'DELETE',
			path: `/www.googleapis.com/webmasters/v3/sites/${ encodeURIComponent(
				'https://new.example.net/'
			) }`,
			fails: true,
		},
		{
			method: 'POST',
			path: '/accounts.google.com/o/oauth2/revoke',
			form: { token: 'nope' },
			auth: false,
			fails: true,
		},
		{
			method: 'POST',
			path: '/oauth2.googleapis.com/revoke',
			form: { token: ctx.spareToken },
			auth: false,
		},
	];
}

export function samples( ctx: SampleContext ): Sample[] {
	return [
		...oauth( ctx ),
		...ga(),
		...admin(),
		...searchConsole(),
		...pagespeedAndAdsense(),
		...verificationAndTagManager(),
		...network( ctx ),
		...unknown(),
		...closing( ctx ),
	];
}
