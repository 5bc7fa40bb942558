import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorKey, type Envelope } from '@mall/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/translate';
import { failure } from './envelope';
import { API_CACHE_CONTROL, answerHeaders } from './security-headers';

/**
 * Errors Fastify answers before any route runs (a URL that does not decode, a path parameter past its
 * length limit): the same 400 envelope and headers as every other answer.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.debug({ code: error.code }, 'request refused by the framework');
  return reply
    .code(400)
    .headers(answerHeaders(request.url))
    .send(failure(request, 400, ErrorKey.badRequest));
}

const CLIENT_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, key: ErrorKey.headersTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, key: ErrorKey.requestTimeout },
};

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers too large, a request that did not
 * arrive in time, a malformed request line): an envelope answer with the security headers, then the
 * connection closes. Without request headers there is no language to choose, so the message is Chinese.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, key } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, key: ErrorKey.badRequest };
  this.log.debug({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const envelope: Envelope<null> = {
      success: false,
      message: translate('zh', key),
      code: status,
      result: null,
      timestamp: Date.now(),
      i18nKey: key,
    };
    const body = JSON.stringify(envelope);
    const headers = {
      ...answerHeaders('/'),
      'cache-control': API_CACHE_CONTROL,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
