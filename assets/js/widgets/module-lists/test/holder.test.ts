/**
 * Internal dependencies
 */
import { createListHolder } from '../holder';

describe( 'a module list holder', () => {
	it( 'throws, naming the list and the set-up to import, when read before it was handed down', () => {
		const holder = createListHolder< Record< string, number > >(
			'MODULE_THINGS',
			'entries/lists/things.ts'
		);
		expect( () => holder.get() ).toThrow(
			'MODULE_THINGS was not handed down: the entry must import entries/lists/things.ts before rendering'
		);
	} );

	it( 'gives the list handed down, the last one when handed down again', () => {
		const holder = createListHolder< Record< string, number > >(
			'MODULE_THINGS',
			'entries/lists/things.ts'
		);
		holder.set( { a: 1 } );
		expect( holder.get() ).toEqual( { a: 1 } );
		holder.set( { b: 2 } );
		expect( holder.get() ).toEqual( { b: 2 } );
	} );

	it( 'loads a list handed down as a loader on its first read, once', () => {
		const holder = createListHolder< Record< string, number > >(
			'MODULE_THINGS',
			'entries/lists/things.ts'
		);
		const loader = jest.fn( () => ( { c: 3 } ) );
		holder.load( loader );
		expect( loader ).not.toHaveBeenCalled();
		expect( holder.get() ).toEqual( { c: 3 } );
		expect( holder.get() ).toEqual( { c: 3 } );
		expect( loader ).toHaveBeenCalledTimes( 1 );
	} );
} );
