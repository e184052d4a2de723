/**
 * Internal dependencies
 */
import { PROPERTY_CREATE, WEBDATASTREAM_CREATE } from '../constants';
import { EMPTY_SELECTION, completeSelection } from '../selection';
import { ACCOUNTS, STREAMS } from './fixtures';

const HOME = 'http://example.org/';

describe( 'completeSelection', () => {
	it( 'fills an empty selection with the first account and property, before the streams load', () => {
		expect(
			completeSelection( EMPTY_SELECTION, {
				accounts: ACCOUNTS,
				streams: undefined,
				homeURL: HOME,
				allowCreate: true,
			} )
		).toEqual( {
			accountID: '100',
			propertyID: '200',
			webDataStreamID: '',
			measurementID: '',
		} );
	} );

	it( 'picks the stream of the home URL once the property’s streams are in', () => {
		expect(
			completeSelection(
				{ ...EMPTY_SELECTION, accountID: '100', propertyID: '200' },
				{
					accounts: ACCOUNTS,
					streams: STREAMS[ 200 ],
					homeURL: HOME,
					allowCreate: true,
				}
			)
		).toMatchObject( {
			webDataStreamID: '301',
			measurementID: 'G-HOME301',
		} );
	} );

	it( 'does not apply streams to a property it just chose', () => {
		expect(
			completeSelection( EMPTY_SELECTION, {
				accounts: ACCOUNTS,
				streams: STREAMS[ 201 ],
				homeURL: HOME,
				allowCreate: true,
			} ).webDataStreamID
		).toBe( '' );
	} );

	it( 'offers new ones when an account or property has none, only where creating is allowed', () => {
		const empty = { ...EMPTY_SELECTION, accountID: '101' };
		expect(
			completeSelection( empty, {
				accounts: ACCOUNTS,
				streams: undefined,
				homeURL: HOME,
				allowCreate: true,
			} )
		).toMatchObject( {
			propertyID: PROPERTY_CREATE,
			webDataStreamID: WEBDATASTREAM_CREATE,
		} );
		expect(
			completeSelection( empty, {
				accounts: ACCOUNTS,
				streams: undefined,
				homeURL: HOME,
				allowCreate: false,
			} )
		).toEqual( empty );
		expect(
			completeSelection(
				{ ...EMPTY_SELECTION, accountID: '100', propertyID: '200' },
				{
					accounts: ACCOUNTS,
					streams: [],
					homeURL: HOME,
					allowCreate: true,
				}
			).webDataStreamID
		).toBe( WEBDATASTREAM_CREATE );
	} );

	it( 'keeps a choice already made', () => {
		const chosen = {
			accountID: '100',
			propertyID: '201',
			webDataStreamID: '310',
			measurementID: 'G-SHOP310',
		};
		expect(
			completeSelection( chosen, {
				accounts: ACCOUNTS,
				streams: STREAMS[ 201 ],
				homeURL: HOME,
				allowCreate: true,
			} )
		).toBe( chosen );
	} );
} );
