import { useLayoutEffect } from 'react';

const SPACER_HEADERS = '.ant-pro-layout header.ant-layout-header:not([data-testid])';

/**
 * ProLayout puts an empty spacer <header> before its fixed header. A page must have one banner landmark,
 * so after every render of the layout the empty spacer is taken out of the accessibility tree.
 */
export function useSilentSpacerHeader() {
  useLayoutEffect(() => {
    for (const header of document.querySelectorAll(SPACER_HEADERS)) {
      if (header.childElementCount === 0) header.setAttribute('role', 'none');
    }
  });
}
