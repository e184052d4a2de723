/**
 * Internal dependencies
 */
import type { AccountSummary, WebDataStream } from '../types';

export const ACCOUNTS: AccountSummary[] = [
	{
		_id: '100',
		name: 'accountSummaries/100',
		account: 'accounts/100',
		displayName: 'Harvest <b>& Hearth</b>',
		propertySummaries: [
			{
				_id: '200',
				property: 'properties/200',
				displayName: 'Main site',
			},
			{ _id: '201', property: 'properties/201', displayName: 'Shop' },
		],
	},
	{
		_id: '101',
		name: 'accountSummaries/101',
		account: 'accounts/101',
		displayName: 'Empty account',
		propertySummaries: [],
	},
];

function stream(
	property: string,
	id: string,
	measurementId: string,
	defaultUri: string
): WebDataStream {
	return {
		_id: id,
		name: `properties/${ property }/dataStreams/${ id }`,
		type: 'WEB_DATA_STREAM',
		displayName: new URL( defaultUri ).host,
		webStreamData: { measurementId, defaultUri },
	};
}

export const STREAMS: Record< string, WebDataStream[] > = {
	200: [
		stream( '200', '300', 'G-OTHER300', 'https://other.example/' ),
		stream( '200', '301', 'G-HOME301', 'http://example.org' ),
	],
	201: [ stream( '201', '310', 'G-SHOP310', 'https://shop.example/' ) ],
};

export const SAVED = {
	accountID: '',
	propertyID: '',
	webDataStreamID: '',
	measurementID: '',
	useSnippet: true,
	ownerID: 0,
};
