import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Talks HTTP/1.1 over a plain socket, for what `inject` cannot produce (oversized headers, a body that
 * never finishes, bytes that are not HTTP): `talk` writes to the socket; the answer is what the server sent
 * until it closed the connection (or until `giveUpAfterMs`, then the socket is destroyed).
 */
export function rawExchange(
  port: number,
  talk: (socket: Socket) => void,
  giveUpAfterMs = 10_000,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const giveUp = setTimeout(() => socket.destroy(), giveUpAfterMs);
    socket.on('connect', () => talk(socket));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      try {
        resolve({
          ...parseResponse(Buffer.concat(chunks).toString('utf8')),
          closedAfterMs: Date.now() - started,
        });
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/**
 * Opens a connection, lets `talk` write to it (or not), and waits until either side closes it: whether
 * the server did, and after how long (the socket is destroyed after `giveUpAfterMs`).
 */
export function rawSilence(
  port: number,
  talk: (socket: Socket) => void,
  giveUpAfterMs: number,
): Promise<{ closedBy: 'server' | 'client'; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1' });
    let gaveUp = false;
    const giveUp = setTimeout(() => {
      gaveUp = true;
      socket.destroy();
    }, giveUpAfterMs);
    socket.on('connect', () => talk(socket));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ closedBy: gaveUp ? 'client' : 'server', closedAfterMs: Date.now() - started });
    });
  });
}

function parseResponse(text: string): Omit<RawResponse, 'closedAfterMs'> {
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0) throw new Error(`no HTTP answer, received: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...headerLines] = text.slice(0, headEnd).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(headEnd + 4) };
}
