/** Reloads the whole page (after a language switch or an expired session). A module of its own so tests can stub it. */
export function reloadPage(): void {
  window.location.reload();
}
