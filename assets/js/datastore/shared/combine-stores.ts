/**
 * One store from partial stores, each one concern with its own part of the
 * state, actions, selectors and resolvers (`core/user` is built so), plus
 * the error part every store has.
 */

/**
 * External dependencies
 */
import type { Reducer } from 'redux';

/**
 * Internal dependencies
 */
import {
	errorActions,
	errorSelectors,
	errorsReducer,
	type StateWithErrors,
} from './errors';

/**
 * A part of a store. Its reducer sees the whole state and answers it
 * unchanged for the actions that are not its own.
 */
export interface PartialStore< State extends StateWithErrors > {
	initialState: Partial< State >;
	reducer: ( state: never, action: never ) => State;
	actions?: object;
	selectors?: object;
	resolvers?: object;
}

type UnionToIntersection< U > = (
	U extends unknown ? ( part: U ) => void : never
) extends ( part: infer I ) => void
	? I
	: never;

type StateOf< Part > = Part extends {
	reducer: ( state: never, action: never ) => infer State;
}
	? State
	: never;

type Merged< Parts, Key extends string > = UnionToIntersection<
	Parts extends { [ K in Key ]: infer Value } ? Value : never
>;

/**
 * The error part: `getErrorForSelector()`, `clearError()`… (shared/errors.ts).
 */
function errorsPart< State extends StateWithErrors >() {
	return {
		initialState: { errors: {} } as Partial< State >,
		reducer: ( state: State, action: { type: string } ): State => {
			const errors = errorsReducer( state.errors, action );
			return errors === state.errors ? state : { ...state, errors };
		},
		actions: errorActions,
		selectors: errorSelectors,
	};
}

/**
 * The store of the parts together (their names must not clash).
 *
 * @param parts The partial stores.
 */
export function combineStores<
	Parts extends PartialStore< StateWithErrors >[],
>( ...parts: Parts ) {
	type State = StateOf< Parts[ number ] >;
	type Part = Parts[ number ];
	const all = [ ...parts, errorsPart< State >() ] as PartialStore< State >[];
	const initialState = Object.assign(
		{},
		...all.map( ( part ) => part.initialState )
	) as State;
	const reducer: Reducer< State, { type: string } > = (
		state = initialState,
		action
	) =>
		all.reduce(
			( next, part ) =>
				( part.reducer as ( s: State, a: unknown ) => State )(
					next,
					action
				),
			state
		);
	const merge = ( key: 'actions' | 'selectors' | 'resolvers' ) =>
		Object.assign( {}, ...all.map( ( part ) => part[ key ] ?? {} ) );
	return {
		initialState,
		reducer,
		actions: merge( 'actions' ) as Merged< Part, 'actions' > &
			typeof errorActions,
		selectors: merge( 'selectors' ) as Merged< Part, 'selectors' > &
			typeof errorSelectors,
		resolvers: merge( 'resolvers' ) as Merged< Part, 'resolvers' >,
	};
}
