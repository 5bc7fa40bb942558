/** One searchable menu entry: a page path, or an external or iframe page's address opened in a new window. */
export interface MenuSearchEntry {
  path: string;
  title: string;
  externalUrl?: string | undefined;
}

/** Opens the chosen entry: navigates to its page, or opens its address in a new window. */
export function openEntry(entry: MenuSearchEntry, onNavigate: (path: string) => void): void {
  if (entry.externalUrl) window.open(entry.externalUrl, '_blank', 'noopener,noreferrer');
  else onNavigate(entry.path);
}
