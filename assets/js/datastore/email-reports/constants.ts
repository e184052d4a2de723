export const STORE_NAME = 'core/email-reports';

/** How often a report can be mailed (the server's Frequency::all(), in this order). */
export const FREQUENCIES = [ 'weekly', 'monthly', 'quarterly' ] as const;
