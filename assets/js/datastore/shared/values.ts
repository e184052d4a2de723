/**
 * A JSON-like value kept in UI or form state (no functions, no components).
 */
export type StoredValue =
	| string
	| number
	| boolean
	| null
	| readonly StoredValue[]
	| { readonly [ key: string ]: StoredValue };
