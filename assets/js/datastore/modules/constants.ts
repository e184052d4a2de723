export const STORE_NAME = 'core/modules';

/** Who may change a module's sharing settings. */
export const SHARING_MANAGEMENT_OWNER = 'owner';
export const SHARING_MANAGEMENT_ALL_ADMINS = 'all_admins';
