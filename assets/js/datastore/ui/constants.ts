export const STORE_NAME = 'core/ui';
