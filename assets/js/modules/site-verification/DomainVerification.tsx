/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from '../../api';
import type { APIError } from '../../api/types';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Notice from '../../components/ui/Notice';
import Progress from '../../components/ui/Progress';
import {
	useDatapoint,
	useDatapointActions,
} from '../common/hooks/use-datapoint';

/** GET modules/site-verification/data/domain-token. */
export interface DomainToken {
	domain: string;
	method: 'DNS_TXT';
	/** The whole TXT record value, `google-site-verification=…`. */
	token: string;
}

interface DomainVerificationProps {
	/** The domain to verify (`example.com`), one the site's host belongs to. */
	domain: string;
	/** Called once Google has verified the domain. */
	onVerified: () => void;
}

/**
 * How to verify a domain with Google: the DNS TXT record to add (Google's
 * token for INET_DOMAIN / DNS_TXT) and a button that asks Google to check it.
 *
 * @param props            Component props.
 * @param props.domain
 * @param props.onVerified
 */
export default function DomainVerification( {
	domain,
	onVerified,
}: DomainVerificationProps ) {
	const token = useDatapoint< DomainToken >(
		'site-verification',
		'domain-token',
		{ domain },
		{ useCache: false }
	);
	const { setDatapoint } = useDatapointActions();
	const [ isChecking, setIsChecking ] = useState( false );
	const [ checkError, setCheckError ] = useState< APIError | null >( null );

	const check = async () => {
		setIsChecking( true );
		setCheckError( null );
		const { error } = await setDatapoint(
			'site-verification',
			'verify-domain',
			{ domain }
		);
		setIsChecking( false );
		if ( error ) {
			setCheckError( error );
			return;
		}
		onVerified();
	};

	return (
		<section
			className="googlesitekit-setup-module__domain-verification"
			aria-label={ __( 'Verify your domain', 'google-site-kit' ) }
		>
			<p>
				{ sprintf(
					/* translators: %1$s: domain name */
					__(
						'Google has not verified that you own the domain %1$s yet. To use its domain property, add this TXT record to the DNS settings of %1$s at your domain name provider, then check again. DNS changes can take a while to show.',
						'google-site-kit'
					),
					domain
				) }
			</p>
			{ token.error && ! token.data && (
				<ErrorNotice error={ token.error } onRetry={ token.refetch } />
			) }
			{ ! token.data && ! token.error && (
				<Progress
					label={ __(
						'Getting your verification record…',
						'google-site-kit'
					) }
				/>
			) }
			{ token.data && (
				<>
					<dl className="googlesitekit-setup-module__dns-record">
						<dt>{ __( 'Type', 'google-site-kit' ) }</dt>
						<dd>TXT</dd>
						<dt>{ __( 'Host', 'google-site-kit' ) }</dt>
						<dd>
							{ __( '@ (the domain itself)', 'google-site-kit' ) }
						</dd>
						<dt>{ __( 'Value', 'google-site-kit' ) }</dt>
						<dd>
							<code>{ token.data.token }</code>
						</dd>
					</dl>
					<button
						type="button"
						className="button"
						disabled={ isChecking }
						onClick={ check }
					>
						{ isChecking
							? __( 'Checking…', 'google-site-kit' )
							: __( 'Check again', 'google-site-kit' ) }
					</button>
				</>
			) }
			{ checkError && (
				<Notice type="warning">
					<p>
						{ sprintf(
							/* translators: 1: domain name, 2: Google's message */
							__(
								'Google could not verify %1$s yet: %2$s',
								'google-site-kit'
							),
							domain,
							errorMessage( checkError )
						) }
					</p>
				</Notice>
			) }
		</section>
	);
}
