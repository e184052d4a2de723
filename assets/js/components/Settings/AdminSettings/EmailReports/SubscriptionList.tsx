/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import {
	useCallback,
	useId,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { EmailSubscription } from '../../../../datastore/email-reports';
import ConfirmDialog from '../../../ConfirmDialog';
import ErrorNotice from '../../../ui/ErrorNotice';
import {
	frequencyLabel,
	resultLabel,
	sentAt,
	statusLabel,
} from '../../../EmailReports/labels';
import { useEmailReportsStore } from '../../../EmailReports/use-email-reports-store';

/**
 * Who a subscription is: a user's name, or "Outside recipient".
 *
 * @param subscription The subscription.
 */
function recipientName( subscription: EmailSubscription ): string {
	return subscription.kind === 'user'
		? subscription.name || __( 'User', 'google-site-kit' )
		: __( 'Outside recipient', 'google-site-kit' );
}

/**
 * Every subscription (users first, then outside addresses, each by address): who, where, how often, its status,
 * the last send and its outcome, and a button that ends it after a confirmation. A table; at phone width each row
 * shows as a card with its labels (the cells carry them in data-label).
 *
 * @param props               Component props.
 * @param props.subscriptions The subscriptions.
 */
export default function SubscriptionList( {
	subscriptions,
}: {
	subscriptions: EmailSubscription[];
} ) {
	const store = useEmailReportsStore();
	const { deleteEmailSubscription } = useDispatch( store );
	const [ ending, setEnding ] = useState< EmailSubscription | null >( null );
	const [ failedID, setFailedID ] = useState( '' );
	const heading = useRef< HTMLHeadingElement >( null );
	const headingID = useId();
	const cancel = useCallback( () => setEnding( null ), [] );
	const { busy, error } = useSelect(
		( select ) => ( {
			busy: ending
				? select( store ).isDeletingEmailSubscription( ending.id )
				: false,
			error: failedID
				? select( store ).getErrorForAction(
						'deleteEmailSubscription',
						[ failedID ]
				  )
				: null,
		} ),
		[ store, ending, failedID ]
	);
	const rows = useMemo(
		() =>
			[ ...subscriptions ].sort(
				( a, b ) =>
					Number( a.kind !== 'user' ) - Number( b.kind !== 'user' ) ||
					a.email.localeCompare( b.email )
			),
		[ subscriptions ]
	);
	const end = async () => {
		if ( ! ending ) {
			return;
		}
		const result = await deleteEmailSubscription( ending.id );
		setFailedID( result.error ? ending.id : '' );
		setEnding( null );
		if ( result.response ) {
			// Its row (and button) is gone: the focus goes to the list's heading.
			heading.current?.focus();
		}
	};
	const labels = {
		recipient: __( 'Recipient', 'google-site-kit' ),
		frequency: __( 'Frequency', 'google-site-kit' ),
		status: __( 'Status', 'google-site-kit' ),
		lastSent: __( 'Last sent', 'google-site-kit' ),
		lastResult: __( 'Last result', 'google-site-kit' ),
	};
	return (
		<>
			<h4 id={ headingID } ref={ heading } tabIndex={ -1 }>
				{ __( 'Subscriptions', 'google-site-kit' ) }
			</h4>
			{ error && <ErrorNotice error={ error } /> }
			{ rows.length === 0 ? (
				<p className="googlesitekit-email-reports-list__empty">
					{ __(
						'Nobody gets the email report yet.',
						'google-site-kit'
					) }
				</p>
			) : (
				<table
					className="googlesitekit-email-reports-list"
					aria-labelledby={ headingID }
				>
					<thead>
						<tr>
							{ Object.values( labels ).map( ( label ) => (
								<th key={ label } scope="col">
									{ label }
								</th>
							) ) }
							<th scope="col">
								<span className="screen-reader-text">
									{ __( 'Actions', 'google-site-kit' ) }
								</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{ rows.map( ( item ) => (
							<tr key={ item.id }>
								<td data-label={ labels.recipient }>
									<span className="googlesitekit-email-reports-list__name">
										{ recipientName( item ) }
									</span>
									<span className="googlesitekit-email-reports-list__email">
										{ item.email }
									</span>
								</td>
								<td data-label={ labels.frequency }>
									{ frequencyLabel( item.frequency ) }
								</td>
								<td
									data-label={ labels.status }
									className={ `googlesitekit-email-reports-list__status--${ item.status }` }
								>
									{ statusLabel( item.status ) }
								</td>
								<td data-label={ labels.lastSent }>
									{ sentAt( item.lastSent ) }
								</td>
								<td
									data-label={ labels.lastResult }
									className={
										item.lastResult
											? `googlesitekit-email-reports-list__result--${ item.lastResult }`
											: undefined
									}
								>
									{ resultLabel( item ) }
								</td>
								<td className="googlesitekit-email-reports-list__actions">
									<button
										type="button"
										className="button-link googlesitekit-email-reports-list__end"
										onClick={ () => setEnding( item ) }
										aria-label={ sprintf(
											/* translators: %s: email address */
											__(
												'End the subscription of %s',
												'google-site-kit'
											),
											item.email
										) }
									>
										{ __( 'End', 'google-site-kit' ) }
									</button>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ ending && (
				<ConfirmDialog
					title={ __( 'End this subscription?', 'google-site-kit' ) }
					confirmLabel={ __( 'End subscription', 'google-site-kit' ) }
					onConfirm={ end }
					onCancel={ cancel }
					busy={ busy }
					danger
				>
					<p>
						{ sprintf(
							/* translators: %s: email address */
							__(
								'%s will no longer get the email report. They can subscribe again later.',
								'google-site-kit'
							),
							ending.email
						) }
					</p>
				</ConfirmDialog>
			) }
		</>
	);
}
