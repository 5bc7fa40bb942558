import type { AddressInfo } from 'node:net';
import { API_BASE } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** The ws:// root of a listening app. */
export function wsRoot(app: FastifyInstance): string {
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The http:// origin a page served by a listening app sends. */
export function pageOrigin(root: string): string {
  return root.replace('ws:', 'http:');
}

export const noticeSocketUrl = (root: string, token: string) => `${root}${API_BASE}/websocket/${token}`;

export const tableSocketUrl = (root: string, userId: string, pageId: string, token?: string) =>
  `${root}${API_BASE}/vxeSocket/${userId}/${pageId}${token === undefined ? '' : `?token=${token}`}`;

/** Opens a socket; resolves once open, rejects with the refused upgrade's HTTP status. */
export function connect(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}

export function nextMessage(socket: WebSocket, timeoutMs = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), timeoutMs);
    socket.once('message', (data) => {
      clearTimeout(timer);
      resolve(data.toString());
    });
  });
}

/** Everything the socket receives from now on (the array fills as messages arrive). */
export function collect(socket: WebSocket): string[] {
  const messages: string[] = [];
  socket.on('message', (data) => messages.push(data.toString()));
  return messages;
}

/** Resolves with the close code (-1 when already closed); rejects if the socket stays open. */
export function closed(socket: WebSocket, timeoutMs = 3000): Promise<number> {
  return new Promise((resolve, reject) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(-1);
    const timer = setTimeout(() => reject(new Error('still open')), timeoutMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
