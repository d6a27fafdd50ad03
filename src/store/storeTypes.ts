/**
 * The store's state and dispatch types, for the modules the store itself is built from (the
 * thunk helper, the listener middleware, the static slices' thunks). They cannot import
 * `./store`, which imports them, without an import cycle; so `./store` registers the types
 * here by module augmentation (`declare module './storeTypes'`), and this module imports
 * nothing. Everything above the store imports `RootState` and `AppDispatch` from `./store`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface StoreTypes {}

// `./store` fills it in: `{ state: RootState; dispatch: AppDispatch }`.
export type RootState = StoreTypes['state'];
export type AppDispatch = StoreTypes['dispatch'];
