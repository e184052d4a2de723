/** The HTML consent screen: account choice, the requested access in words, Allow / Deny. */
import type { DemoAccount } from '../data/accounts';
import { escapeHtml } from '../http/respond';
import { SCOPE_WORDS } from './scopes';

export interface ConsentView {
	consentId: string;
	appName: string;
	redirectOrigin: string;
	scopes: string[];
	alreadyGranted: string[];
	selectedAccountId: string;
	/** The accounts to choose from: the demo accounts and a network's extra site owners. */
	accounts: readonly DemoAccount[];
	avatarUrl: ( accountId: string ) => string;
}

const STYLE = `body{font-family:Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f;margin:0}
main{max-width:560px;margin:40px auto;background:#fff;border-radius:28px;padding:36px 40px}
h1{font-weight:400;font-size:28px;margin:8px 0 16px}.brand{color:#5f6368;font-size:14px}
.account{display:flex;align-items:center;gap:12px;padding:10px 12px;border:1px solid #dadce0;border-radius:12px;margin:6px 0;cursor:pointer}
.account img{width:32px;height:32px;border-radius:50%}.email{color:#5f6368;font-size:13px}
ul.scopes{padding-left:20px}ul.scopes li{margin:10px 0}.granted{color:#5f6368;font-size:13px}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:28px}
button{font-size:14px;border-radius:20px;padding:10px 24px;cursor:pointer;border:1px solid #747775;background:#fff;color:#0b57d0}
button.allow{background:#0b57d0;color:#fff;border-color:#0b57d0}`;

export function consentPage( view: ConsentView ): string {
	const accounts = view.accounts
		.map(
			( a ) =>
				`<label class="account"><input type="radio" name="account" value="${
					a.id
				}"${ a.id === view.selectedAccountId ? ' checked' : '' }>` +
				`<img src="${ escapeHtml(
					view.avatarUrl( a.id )
				) }" alt=""><span><span class="name">${ escapeHtml(
					a.name
				) }</span><br>` +
				`<span class="email">${ escapeHtml(
					a.email
				) }</span></span></label>`
		)
		.join( '\n' );
	const scopes = view.scopes
		.map(
			( s ) =>
				`<li data-scope="${ escapeHtml( s ) }">${ escapeHtml(
					SCOPE_WORDS[ s ] ?? s
				) }</li>`
		)
		.join( '\n' );
	const granted = view.alreadyGranted.length
		? `<p class="granted">You have already allowed ${ escapeHtml(
				view.appName
		  ) } to: ${ view.alreadyGranted
				.map( ( s ) => escapeHtml( SCOPE_WORDS[ s ] ?? s ) )
				.join( '; ' ) }.</p>`
		: '';
	return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Google Accounts</title><style>${ STYLE }</style></head>
<body><main>
<div class="brand">Google (provider emulator)</div>
<h1>${ escapeHtml( view.appName ) } wants access to your Google Account</h1>
<form method="post" action="/accounts.google.com/signin/oauth/consent">
<input type="hidden" name="consent_id" value="${ escapeHtml(
		view.consentId
	) }">
<fieldset style="border:0;padding:0"><legend>Choose an account</legend>
${ accounts }
</fieldset>
<p>This will allow ${ escapeHtml( view.appName ) } to:</p>
<ul class="scopes">
${ scopes }
</ul>
${ granted }
<p class="granted">Allowing this will redirect you to ${ escapeHtml(
		view.redirectOrigin
	) }.</p>
<div class="actions">
<button type="submit" name="decision" value="deny" class="deny">Deny</button>
<button type="submit" name="decision" value="allow" class="allow">Allow</button>
</div>
</form>
</main></body></html>`;
}
