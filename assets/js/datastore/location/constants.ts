export const STORE_NAME = 'core/location';
