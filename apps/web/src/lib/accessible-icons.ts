/**
 * antd's icons announce themselves by their English file names (role "img", aria-label "search",
 * "close-circle", "home"), and a few of antd's icon-only buttons take that name or an English one
 * ('Clear'). This keeps what assistive technology hears to what a person sees:
 * - an icon is decoration (hidden from assistive technology) unless it is the only thing that names a
 *   control, or its aria-label was given on purpose (anything other than the icon's file name);
 * - an icon that names a control (or is a clickable icon) says its name in the page's language;
 * - the clear buttons of inputs, selects and pickers are named in the page's language, and the pager's
 *   previous and next buttons by the title antd gives their item.
 * - the list of options an open select shows (role "listbox", which rc-select renders without a name and
 *   without a prop to give it one) is named as its combobox is.
 * It watches the document, so antd's own icons and those of every page are covered as they appear: the
 * icon component antd renders hard-codes role "img" and the file name, and antd and pro-components draw
 * their clear, pager and toolbar icons without a prop or a ConfigProvider option that could name them.
 */

/** The names the page's language gives. */
export interface IconTexts {
  /** The name of the clear buttons. */
  clear: string;
  /** An icon's name by its file name ("search" → "搜索"), when the language has one. */
  iconName: (fileName: string) => string | undefined;
}

const ICON_SELECTOR = 'span.anticon:is([role="img"], [data-icon-name])';
const CONTROL_SELECTOR =
  'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"], [role="option"], [role="switch"]';
const CLEAR_SELECTOR = '.ant-input-clear-icon, .ant-select-clear, .ant-picker-clear';
const PAGER_BUTTON_SELECTOR =
  '.ant-pagination-prev .ant-pagination-item-link, .ant-pagination-next .ant-pagination-item-link';

function hasOwnName(control: Element): boolean {
  return ['aria-label', 'aria-labelledby', 'title'].some((name) => !!control.getAttribute(name)?.trim());
}

/**
 * The text a control shows: text hidden with CSS (a collapsed menu's titles) does not count. Without layout
 * (tests), all of its text.
 */
function shownText(control: Element): string {
  const shown =
    control instanceof HTMLElement && typeof control.innerText === 'string' ? control.innerText : undefined;
  return (shown ?? control.textContent ?? '').trim();
}

/** The icon's file name, as antd puts it into its class ("anticon-close-circle" → "close-circle"). */
function iconName(icon: Element): string | undefined {
  for (const name of icon.classList)
    if (name.startsWith('anticon-') && name !== 'anticon-spin') return name.slice(8);
  return undefined;
}

/** The icon's name in the page's language, else its file name. */
function spokenName(icon: Element, texts: IconTexts): string | undefined {
  const fileName = iconName(icon);
  return (fileName && texts.iconName(fileName)) || fileName;
}

/** Names an icon-only control of antd's that would otherwise be named by an icon or in English. */
function nameControl(control: Element, clearLabel: string): void {
  if (control.matches(CLEAR_SELECTOR)) {
    if (control.getAttribute('aria-label') !== clearLabel) control.setAttribute('aria-label', clearLabel);
    return;
  }
  if (control.matches(PAGER_BUTTON_SELECTOR) && !hasOwnName(control)) {
    const title = control.closest('li[title]')?.getAttribute('title');
    if (title) control.setAttribute('aria-label', title);
  }
}

/** Where a hidden icon keeps its name, to give it back when it comes to name a control again. */
const HIDDEN_NAME = 'data-icon-name';

/**
 * Hides `icon` from assistive technology unless it names a control or was labelled on purpose; gives a
 * hidden icon its name back once it is all that names its control (the control's text went away, as a
 * collapsed menu's does).
 */
export function settleIcon(icon: Element, texts: IconTexts): void {
  const control = icon.parentElement?.closest(CONTROL_SELECTOR);
  if (control) nameControl(control, texts.clear);
  const spoken = spokenName(icon, texts);
  const hiddenName = icon.getAttribute(HIDDEN_NAME);
  if (hiddenName === null) {
    const label = icon.getAttribute('aria-label');
    if (label && label !== iconName(icon) && label !== spoken) return;
    // A clickable icon (antd gives it a tabindex) is a control of its own: named, in the page's language.
    if (icon.hasAttribute('tabindex')) {
      if (label && spoken && label !== spoken) icon.setAttribute('aria-label', spoken);
      return;
    }
  }
  const namesControl = !!control && !hasOwnName(control) && !shownText(control);
  if (namesControl) {
    const name = spoken ?? hiddenName ?? '';
    if (icon.getAttribute('aria-label') !== name) icon.setAttribute('aria-label', name);
    if (hiddenName === null) return;
    icon.setAttribute('role', 'img');
    icon.removeAttribute('aria-hidden');
    icon.removeAttribute(HIDDEN_NAME);
  } else if (hiddenName === null) {
    icon.setAttribute(HIDDEN_NAME, icon.getAttribute('aria-label') ?? iconName(icon) ?? '');
    icon.setAttribute('aria-hidden', 'true');
    icon.removeAttribute('role');
    icon.removeAttribute('aria-label');
  }
}

const LISTBOX_SELECTOR = '[role="listbox"][id$="_list"]';

/** The accessible name a combobox has from its aria-label, aria-labelledby or label elements. */
function comboboxName(combobox: Element): string {
  const label = combobox.getAttribute('aria-label')?.trim();
  if (label) return label;
  const labelledBy = combobox.getAttribute('aria-labelledby');
  const ids = labelledBy ? labelledBy.split(/\s+/) : [];
  const fromIds = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').filter(Boolean);
  if (fromIds.length) return fromIds.join(' ');
  const labels = combobox instanceof HTMLInputElement ? [...(combobox.labels ?? [])] : [];
  return labels
    .map((element) => element.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** Names a select's unnamed list of options (`<id>_list`) after the combobox `<id>`. */
function nameListbox(listbox: Element): void {
  if (hasOwnName(listbox)) return;
  const combobox = document.getElementById(listbox.id.slice(0, -'_list'.length));
  const name = combobox ? comboboxName(combobox) : '';
  if (name) listbox.setAttribute('aria-label', name);
}

/** Settles every icon and names every clear button and option list under `root` (itself included). */
export function settleIconsIn(root: Element, texts: IconTexts): void {
  const listboxes = root.matches(LISTBOX_SELECTOR) ? [root] : [];
  listboxes.push(...root.querySelectorAll(LISTBOX_SELECTOR));
  for (const listbox of listboxes) nameListbox(listbox);
  const icons = root.matches(ICON_SELECTOR) ? [root] : [];
  icons.push(...root.querySelectorAll(ICON_SELECTOR));
  for (const icon of icons) settleIcon(icon, texts);
  const controls = root.matches(CLEAR_SELECTOR) ? [root] : [];
  controls.push(...root.querySelectorAll(CLEAR_SELECTOR));
  for (const control of controls) nameControl(control, texts.clear);
}

/** Settles the icons of every control around `node` again: its shown text may just have changed. */
function settleAround(node: Node, texts: IconTexts): void {
  let control = (node instanceof Element ? node : node.parentElement)?.closest(CONTROL_SELECTOR);
  while (control) {
    for (const icon of control.querySelectorAll(ICON_SELECTOR)) settleIcon(icon, texts);
    control = control.parentElement?.closest(CONTROL_SELECTOR);
  }
}

/**
 * Settles the icons in the document now and whenever elements are added; `texts` are read each time, so
 * a change of language names the next controls in the new one. Returns the stop function.
 */
export function watchIcons(root: Element, texts: () => IconTexts): () => void {
  settleIconsIn(root, texts());
  const observer = new MutationObserver((records) => {
    const current = texts();
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) settleIconsIn(node, current);
      settleAround(record.target, current);
    }
  });
  // Classes and styles hide and show text too (a menu collapsing): they count as changes of the text.
  observer.observe(root, {
    childList: true,
    characterData: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'style', 'hidden'],
  });
  return () => observer.disconnect();
}
