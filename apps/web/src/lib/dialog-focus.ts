/**
 * The fields a dialog's first focus goes to, in document order. A select's input is read-only unless it
 * searches, and is a field all the same.
 */
const FIELD =
  'input:not([type="hidden"]):not([disabled]):not([readonly]), input[role="combobox"]:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * A dialog with a form opens with the focus on its first field (antd puts it on the close button): when
 * the focus enters a dialog from outside it and lands on anything but a field, it moves on to the first
 * field of the dialog's body. A drawer focuses its own outer box (around the mask and the panel), which
 * counts as entering it. Dialogs without fields (confirmations) keep antd's focus.
 * Returns the uninstall function.
 */
export function focusFirstFieldOfDialogs(doc: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const dialog = target.closest<HTMLElement>('.ant-modal, .ant-drawer-content, .ant-drawer');
    if (!dialog) return;
    const from = event.relatedTarget;
    if (from instanceof Node && dialog.contains(from)) return;
    // Already on a field (the dialog chose one): nothing to do.
    if (target.matches(FIELD)) return;
    dialog
      .querySelector<HTMLElement>(`.ant-modal-body :is(${FIELD}), .ant-drawer-body :is(${FIELD})`)
      ?.focus();
  };
  doc.addEventListener('focusin', onFocusIn);
  return () => doc.removeEventListener('focusin', onFocusIn);
}

/** What takes the focus back near a removed element: controls and links. */
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), [tabindex="0"]';

/**
 * Where the focus is now, to give it back after a dialog: the focused element and its ancestors. The
 * answer's `restore()` focuses the element again, or, when the dialog's action removed it (a deleted
 * row's button), the first control of its closest ancestor still on the page; never the page's body.
 */
export function rememberFocusPlace(doc: Document = document): { restore: () => void } {
  const chain: HTMLElement[] = [];
  for (let at = doc.activeElement; at instanceof HTMLElement && at !== doc.body; at = at.parentElement)
    chain.push(at);
  return {
    restore: () => {
      const now = doc.activeElement;
      if (now && now !== doc.body && now.isConnected) return;
      for (const [index, element] of chain.entries()) {
        if (!element.isConnected) continue;
        const target = index === 0 ? element : element.querySelector<HTMLElement>(FOCUSABLE);
        if (target) {
          target.focus();
          return;
        }
      }
    },
  };
}

/** The stops Tab visits, in document order. */
const TAB_STOP =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab never leaves an open dialog: from its last stop it goes to its first, and Shift+Tab from its first
 * (or from the dialog itself) to its last. antd pulls the focus back only when it lands on something
 * else in the page, so a Tab from the dialog's last button went out to the browser's own controls once.
 * Returns the uninstall function.
 */
export function keepTabInDialogs(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey)
      return;
    const active = doc.activeElement;
    if (!(active instanceof HTMLElement)) return;
    const dialog = active.closest<HTMLElement>('.ant-modal');
    if (!dialog) return;
    const stops = [...dialog.querySelectorAll<HTMLElement>(TAB_STOP)].filter(
      (stop) => stop.tabIndex >= 0 && (stop.checkVisibility?.() ?? true),
    );
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    const target = event.shiftKey
      ? active === first || !stops.includes(active)
        ? last
        : undefined
      : active === last
        ? first
        : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}

/**
 * After a dialog closes, `place` (remembered when it opened) takes the focus back; checked again a few
 * times, as what the dialog did may still be rendering (a row leaving, its buttons changing).
 */
export function restoreFocusAfterDialog(place: { restore: () => void }): void {
  for (const delay of [0, 250, 1000]) setTimeout(place.restore, delay);
}
