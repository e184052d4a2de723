export const STORE_NAME = 'core/forms';
