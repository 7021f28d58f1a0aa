/** The secondary sign-on status header, sent while refresh is engaged and answered back (01-shell.md §7.1). */
export const OIDC_STATUS_HEADER = 'x-oidc-status';
