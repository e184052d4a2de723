/**
 * Internal dependencies
 */
import {
	fakeServer,
	setTestBaseData,
	type FakeServer,
} from '../../../api/test/fake-server';
import { clearCache } from '../../../api';
import { createTestRegistry } from '../../registry';
import type { Registry } from '../../types';
import { datapointsStore } from '..';

const STREAMS = 'analytics/data/webdatastreams';

describe( 'core/datapoints', () => {
	let server: FakeServer;
	let registry: Registry;
	let streams: Array< { _id: string } >;

	beforeEach( () => {
		setTestBaseData( { pluginVersion: '1.99.0', sitePrefix: 'abc' } );
		clearCache();
		server = fakeServer();
		streams = [ { _id: '1' } ];
		server.on( 'GET', `modules/${ STREAMS }`, ( request ) =>
			request.query.propertyID === '404'
				? {
						status: 500,
						body: { code: 'internal', message: 'Down', data: {} },
				  }
				: { body: streams }
		);
		server.on(
			'POST',
			'modules/analytics/data/create-webdatastream',
			() => {
				streams = [ ...streams, { _id: '2' } ];
				return { body: { _id: '2' } };
			}
		);
		registry = createTestRegistry();
	} );

	afterEach( () => {
		server.restore();
		clearCache();
	} );

	it( 'reads a datapoint once per params, through the cache', async () => {
		const args: [ string, string, { propertyID: string } ] = [
			'analytics',
			'webdatastreams',
			{ propertyID: '7' },
		];
		expect(
			registry.select( datapointsStore ).hasLoadedDatapoint( ...args )
		).toBe( false );
		const value = await registry
			.resolveSelect( datapointsStore )
			.getDatapoint( ...args );
		expect( value ).toEqual( [ { _id: '1' } ] );
		expect(
			registry.select( datapointsStore ).hasLoadedDatapoint( ...args )
		).toBe( true );
		// Another registry (another screen) is answered by the cache.
		const other = createTestRegistry();
		await other.resolveSelect( datapointsStore ).getDatapoint( ...args );
		expect(
			server.requestsTo( 'GET', `modules/${ STREAMS }` )
		).toHaveLength( 1 );
	} );

	it( 'keeps a failed read as the error of its params', async () => {
		const args: [ string, string, { propertyID: string } ] = [
			'analytics',
			'webdatastreams',
			{ propertyID: '404' },
		];
		await registry.resolveSelect( datapointsStore ).getDatapoint( ...args );
		const select = registry.select( datapointsStore );
		expect( select.getDatapoint( ...args ) ).toBeUndefined();
		expect( select.getDatapointError( ...args )?.message ).toBe( 'Down' );
		expect( select.hasLoadedDatapoint( ...args ) ).toBe( true );
	} );

	it( 'reads the lists a write changed again, past the cache', async () => {
		const args: [ string, string, { propertyID: string } ] = [
			'analytics',
			'webdatastreams',
			{ propertyID: '7' },
		];
		await registry.resolveSelect( datapointsStore ).getDatapoint( ...args );
		const result = await registry
			.dispatch( datapointsStore )
			.setDatapoint(
				'analytics',
				'create-webdatastream',
				{ propertyID: '7' },
				{ invalidates: [ 'webdatastreams' ] }
			);
		expect( result ).toEqual( { response: { _id: '2' } } );
		// The old list stays until the new one is in.
		expect(
			registry.select( datapointsStore ).getDatapoint( ...args )
		).toEqual( [ { _id: '1' } ] );
		const again = await registry
			.resolveSelect( datapointsStore )
			.getDatapoint( ...args );
		expect( again ).toEqual( [ { _id: '1' }, { _id: '2' } ] );
		expect(
			server.requestsTo( 'GET', `modules/${ STREAMS }` )
		).toHaveLength( 2 );
	} );

	it( 'answers a failed write as { error } without invalidating', async () => {
		const result = await registry
			.dispatch( datapointsStore )
			.setDatapoint( 'analytics', 'create-property', { accountID: '1' } );
		expect( result.error?.code ).toBe( 'rest_no_route' );
	} );
} );
