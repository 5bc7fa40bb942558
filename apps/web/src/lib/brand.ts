/** The logo served from public/ (under the app's base path). */
export const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;
/** Footer year range (admin-shell.md §9). */
export const COPYRIGHT_YEARS = '2025-2034';
