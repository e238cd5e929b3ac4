/** The version the admin's settings page shows; raise it with each release. */
export const appVersion = '1.0.0';
