import { API_BASE, type TableSocketPageId, type TableUpdateMessage } from '@mall/shared';
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../../lib/session-store';
import { TableSocket, tableSocketUrl } from './table-socket';

/**
 * Keeps the page's table socket open while the page is mounted and a user is signed in, and calls
 * `onUpdate` whenever the server says a row of the page's table changed (the page reloads its queries).
 * The socket closes on sign-out and reopens for the next user.
 */
export function useTableSocket(pageId: TableSocketPageId, onUpdate: (message: TableUpdateMessage) => void) {
  const token = useSessionStore((state) => state.token);
  const userId = useSessionStore((state) => state.userInfo?.id);
  const latest = useRef(onUpdate);
  useEffect(() => {
    latest.current = onUpdate;
  });

  useEffect(() => {
    if (!token || !userId) return undefined;
    const socket = new TableSocket({
      url: tableSocketUrl(API_BASE, userId, pageId, token, window.location),
      onUpdate: (message) => latest.current(message),
      onWarning: (text) => console.warn(`table socket: ${text}`),
    });
    socket.start();
    return () => socket.stop();
  }, [token, userId, pageId]);
}
