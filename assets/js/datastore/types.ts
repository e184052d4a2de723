/**
 * Types shared by every store of the plugin's registry.
 *
 * `createRegistry()` is typed loosely by @wordpress/data (`select: Function`),
 * so the registry is given this interface once, in registry.ts, and every
 * `select( store )` / `dispatch( store )` is typed from the store descriptor.
 */

/**
 * WordPress dependencies
 */
import type {
	ActionCreatorsOf,
	AnyConfig,
	ConfigOf,
	CurriedSelectorsOf,
	StoreDescriptor,
} from '@wordpress/data/build-types/types';

export type AnyStore = StoreDescriptor< AnyConfig >;

/**
 * A store's selectors with the state argument bound.
 */
export type CurriedSelectors< Selectors > = {
	[ Name in keyof Selectors ]: Selectors[ Name ] extends (
		state: never,
		...args: infer Args
	) => infer Result
		? ( ...args: Args ) => Result
		: never;
};

/**
 * A store's selectors that wait for their resolver before answering.
 */
export type ResolveSelectors< Selectors > = {
	[ Name in keyof Selectors ]: Selectors[ Name ] extends (
		state: never,
		...args: infer Args
	) => infer Result
		? ( ...args: Args ) => Promise< Result >
		: never;
};

type SelectorsOf< S > = S extends StoreDescriptor<
	infer Config extends AnyConfig
>
	? NonNullable< Config[ 'selectors' ] >
	: never;

/**
 * The resolution bookkeeping @wordpress/data adds to every store.
 */
export interface MetadataSelectors {
	hasStartedResolution: ( selectorName: string, args?: unknown[] ) => boolean;
	hasFinishedResolution: (
		selectorName: string,
		args?: unknown[]
	) => boolean;
	isResolving: ( selectorName: string, args?: unknown[] ) => boolean;
}

export interface MetadataActions {
	invalidateResolution: (
		selectorName: string,
		args?: unknown[]
	) => Promise< void >;
	invalidateResolutionForStore: () => Promise< void >;
	invalidateResolutionForStoreSelector: (
		selectorName: string
	) => Promise< void >;
}

/**
 * The plugin's registry.
 */
export interface Registry {
	select: < S extends AnyStore >(
		store: S
	) => CurriedSelectorsOf< S > & MetadataSelectors;
	resolveSelect: < S extends AnyStore >(
		store: S
	) => ResolveSelectors< SelectorsOf< S > >;
	dispatch: < S extends AnyStore >(
		store: S
	) => ActionCreatorsOf< ConfigOf< S > > & MetadataActions;
	register: ( store: AnyStore ) => void;
	subscribe: ( listener: () => void ) => () => void;
}

/**
 * What a thunk (action or resolver) receives from @wordpress/data.
 */
export interface ThunkArgs< Action, Selectors > {
	/** Dispatches a plain action of this store, or another of its thunks. */
	dispatch: ThunkDispatch< Action, Selectors >;
	/** This store's selectors (reading one runs its resolver). */
	select: CurriedSelectors< Selectors >;
	/** This store's selectors, each waiting for its resolver. */
	resolveSelect: ResolveSelectors< Selectors >;
	/** The registry, to reach other stores by their descriptors. */
	registry: Registry;
}

export type Thunk< Action, Selectors, Result = void > = (
	args: ThunkArgs< Action, Selectors >
) => Promise< Result >;

/**
 * A thunk's `dispatch`: this store's plain actions and thunks, and its resolution bookkeeping
 * (`dispatch.invalidateResolution( … )`), so a store never needs its own descriptor.
 */
export interface ThunkDispatch< Action, Selectors > extends MetadataActions {
	( action: Action ): void;
	< Result >( thunk: Thunk< Action, Selectors, Result > ): Promise< Result >;
}

/**
 * What an action that calls the server resolves with: the response on
 * success, the error otherwise (never both).
 */
export type ActionResult< Response, Error > =
	| { response: Response; error?: undefined }
	| { response?: undefined; error: Error };
