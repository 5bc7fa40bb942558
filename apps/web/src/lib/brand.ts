/** The logo served from public/ (under the app's base path). */
export const LOGO_URL = `${import.meta.env.BASE_URL}logo.svg`;
/** The year the site opened: every footer's copyright runs from it to the current year. */
const FIRST_YEAR = 2025;

/** The footers' copyright years: "2025" in the first year, then "2025-<this year>". */
export function copyrightYears(now = new Date()): string {
  const year = now.getFullYear();
  return year > FIRST_YEAR ? `${FIRST_YEAR}-${year}` : String(FIRST_YEAR);
}
