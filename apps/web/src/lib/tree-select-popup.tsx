import type { ReactElement } from 'react';

/**
 * antd's TreeSelect names `<id>_list` in the open combobox's aria-controls and aria-owns but renders no
 * element with that id, an invalid reference for assistive technology. Passed as `popupRender`, this wraps
 * the popup in the element it names (none without an id: then nothing is named either).
 */
export function popupNamedFor(id: string | undefined) {
  if (!id) return undefined;
  return function NamedPopup(menu: ReactElement) {
    return <div id={`${id}_list`}>{menu}</div>;
  };
}
