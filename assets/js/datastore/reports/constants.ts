export const STORE_NAME = 'core/reports';
