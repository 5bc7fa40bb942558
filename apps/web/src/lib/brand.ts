/** The logo served from public/ (under the app's base path). */
export const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;
/** The fixed year range every footer shows (not derived from today's date). */
export const COPYRIGHT_YEARS = '2025-2034';
