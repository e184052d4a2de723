/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { siteStore } from '../../datastore/site';
import { isEqual } from '../../datastore/shared/utils';
import ErrorNotice from '../../components/ui/ErrorNotice';
import Progress from '../../components/ui/Progress';
import SelectField from '../../components/ui/SelectField';
import type { DatapointRead } from '../common/hooks/use-datapoint';
import { PROPERTY_CREATE, WEBDATASTREAM_CREATE } from './constants';
import {
	chooseAccount,
	chooseProperty,
	chooseStream,
	completeSelection,
} from './selection';
import type {
	AccountSummary,
	AnalyticsSelection,
	WebDataStream,
} from './types';

interface AnalyticsSelectsProps {
	value: AnalyticsSelection;
	onChange: ( value: AnalyticsSelection ) => void;
	accounts: AccountSummary[];
	/** The web data streams of `value.propertyID`. */
	streams: DatapointRead< WebDataStream[] >;
	/** Offer "Set up a new property" and "Set up a new web data stream" (setup only). */
	allowCreate: boolean;
	disabled?: boolean;
}

/**
 * The account → property → web data stream selects. A choice resets the ones
 * after it; empty choices are filled with the best default.
 *
 * @param props             Component props.
 * @param props.value
 * @param props.onChange
 * @param props.accounts
 * @param props.streams
 * @param props.allowCreate
 * @param props.disabled
 */
export default function AnalyticsSelects( {
	value,
	onChange,
	accounts,
	streams,
	allowCreate,
	disabled = false,
}: AnalyticsSelectsProps ) {
	const { homeURL, siteName } = useSelect(
		( select ) => ( {
			homeURL: select( siteStore ).getHomeURL() ?? '',
			siteName: select( siteStore ).getSiteName() ?? '',
		} ),
		[]
	);

	useEffect( () => {
		const completed = completeSelection( value, {
			accounts,
			streams: streams.data,
			homeURL,
			allowCreate,
		} );
		if ( ! isEqual( completed, value ) ) {
			onChange( completed );
		}
	}, [ value, onChange, accounts, streams.data, homeURL, allowCreate ] );

	const account = accounts.find( ( item ) => item._id === value.accountID );
	const propertyOptions = ( account?.propertySummaries ?? [] ).map(
		( property ) => ( {
			value: property._id,
			label: sprintf(
				/* translators: 1: property name, 2: property ID */
				__( '%1$s (%2$s)', 'google-site-kit' ),
				property.displayName,
				property._id
			),
		} )
	);
	if ( allowCreate ) {
		propertyOptions.push( {
			value: PROPERTY_CREATE,
			label: __( 'Set up a new property', 'google-site-kit' ),
		} );
	}

	let streamField;
	if ( value.propertyID === PROPERTY_CREATE ) {
		streamField = (
			<SelectField
				label={ __( 'Web data stream', 'google-site-kit' ) }
				value={ WEBDATASTREAM_CREATE }
				options={ [
					{
						value: WEBDATASTREAM_CREATE,
						label: __(
							'Set up a new web data stream',
							'google-site-kit'
						),
					},
				] }
				disabled
				onChange={ () => undefined }
			/>
		);
	} else if ( streams.error && ! streams.data ) {
		streamField = (
			<ErrorNotice error={ streams.error } onRetry={ streams.refetch } />
		);
	} else if ( streams.isLoading ) {
		streamField = (
			<Progress
				label={ __( 'Loading web data streams…', 'google-site-kit' ) }
			/>
		);
	} else {
		const streamOptions = ( streams.data ?? [] ).map( ( stream ) => ( {
			value: stream._id,
			label: sprintf(
				/* translators: 1: stream name, 2: measurement ID */
				__( '%1$s (%2$s)', 'google-site-kit' ),
				stream.displayName,
				stream.webStreamData.measurementId
			),
		} ) );
		if ( allowCreate ) {
			streamOptions.push( {
				value: WEBDATASTREAM_CREATE,
				label: __( 'Set up a new web data stream', 'google-site-kit' ),
			} );
		}
		streamField = (
			<SelectField
				label={ __( 'Web data stream', 'google-site-kit' ) }
				value={ value.webDataStreamID }
				options={ streamOptions }
				disabled={ disabled || ! value.propertyID }
				placeholder={
					streamOptions.length
						? __( 'Select a web data stream', 'google-site-kit' )
						: __( 'No web data streams', 'google-site-kit' )
				}
				help={
					value.webDataStreamID === WEBDATASTREAM_CREATE
						? sprintf(
								/* translators: %s: the site's home URL */
								__(
									'Site Kit will create a web data stream for %s.',
									'google-site-kit'
								),
								homeURL
						  )
						: undefined
				}
				onChange={ ( webDataStreamID ) =>
					onChange(
						chooseStream(
							value,
							streams.data ?? [],
							webDataStreamID
						)
					)
				}
			/>
		);
	}

	return (
		<div className="googlesitekit-module-fields">
			<SelectField
				label={ __( 'Account', 'google-site-kit' ) }
				value={ value.accountID }
				options={ accounts.map( ( item ) => ( {
					value: item._id,
					label: item.displayName,
				} ) ) }
				disabled={ disabled }
				placeholder={ __( 'Select an account', 'google-site-kit' ) }
				onChange={ ( accountID ) =>
					onChange(
						chooseAccount( accounts, accountID, allowCreate )
					)
				}
			/>
			<SelectField
				label={ __( 'Property', 'google-site-kit' ) }
				value={ value.propertyID }
				options={ propertyOptions }
				disabled={ disabled || ! account }
				placeholder={
					propertyOptions.length
						? __( 'Select a property', 'google-site-kit' )
						: __(
								'This account has no properties',
								'google-site-kit'
						  )
				}
				help={
					value.propertyID === PROPERTY_CREATE
						? sprintf(
								/* translators: %s: the site's name */
								__(
									'Site Kit will create a Google Analytics 4 property named “%s” in this account.',
									'google-site-kit'
								),
								siteName
						  )
						: undefined
				}
				onChange={ ( propertyID ) =>
					onChange( chooseProperty( value, propertyID ) )
				}
			/>
			{ streamField }
		</div>
	);
}
