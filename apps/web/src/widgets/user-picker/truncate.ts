/** The user picker shows at most this many characters of a name. */
export const USER_NAME_TRUNCATION = 25;

/** `text` cut to `max` characters with an ellipsis when longer. */
export function truncate(text: string, max = USER_NAME_TRUNCATION): string {
  const characters = [...text];
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}
