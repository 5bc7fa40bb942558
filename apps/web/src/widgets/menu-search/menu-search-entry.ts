/** One searchable menu entry: a page path, or an external address opened in a new window. */
export interface MenuSearchEntry {
  path: string;
  title: string;
  externalUrl?: string | undefined;
}
