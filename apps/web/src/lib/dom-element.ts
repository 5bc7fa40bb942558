/**
 * A new element with its class and children, for the few views drawn before React runs. Children are text
 * or elements, never markup: what an answer holds can only ever be shown as text.
 */
export function domElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}
