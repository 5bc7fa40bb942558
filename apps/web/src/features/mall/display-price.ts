/**
 * A decimal price string for display: two decimals and thousands separators ("12345.5" → "12,345.50").
 * Works on the string the server sends (never a float), so no rounding happens here; the server already
 * limits prices to 2 decimals (mall.md §5). Extra decimals, if any, are cut, not rounded.
 */
export function displayPrice(price: string): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(price.trim());
  if (!match) return price;
  const [, sign = '', integer = '', decimals = ''] = match;
  const grouped = (integer.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}.${decimals.padEnd(2, '0').slice(0, 2)}`;
}
