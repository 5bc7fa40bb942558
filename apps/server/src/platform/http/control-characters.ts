import { ErrorKey, type FieldError } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale, translate } from '../i18n/translate';
import { failure } from './envelope';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return: multi-line text (remarks,
 * addresses, descriptions) legitimately carries those three. NUL is always among the refused ones
 * (PostgreSQL cannot store it in text and drivers fail on it).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Reported paths are cut after this many segments (a deeply nested body would otherwise echo a huge name). */
const MAX_REPORTED_SEGMENTS = 16;

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: number;
}

/**
 * The dotted path of the first string (or object key) below `value` that holds a control character;
 * undefined when there is none. `prefix` names `value` itself. Strings, arrays and objects are walked;
 * binary data and streams are bytes, not text, and are left alone. The walk is breadth-first without
 * recursion, so deep nesting cannot exhaust the stack; a path is only built for the finding.
 */
export function findControlCharacter(value: unknown, prefix: string): string | undefined {
  const visits: Visit[] = [{ value, key: prefix || undefined, parent: -1 }];
  for (let index = 0; index < visits.length; index++) {
    const { value: item } = visits[index] as Visit;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) return pathOf(visits, index);
    } else if (Array.isArray(item)) {
      item.forEach((element, position) =>
        visits.push({ value: element, key: String(position), parent: index }),
      );
    } else if (isWalkableObject(item)) {
      for (const [key, element] of Object.entries(item)) {
        visits.push({ value: element, key, parent: index });
        if (hasControlCharacter(key)) return pathOf(visits, visits.length - 1);
      }
    }
  }
  return undefined;
}

function isWalkableObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

function pathOf(visits: Visit[], index: number): string {
  const keys: string[] = [];
  for (let at = index; at >= 0; at = (visits[at] as Visit).parent) {
    const key = (visits[at] as Visit).key;
    if (key !== undefined) keys.push(key);
  }
  keys.reverse();
  return keys.length > MAX_REPORTED_SEGMENTS
    ? `${keys.slice(0, MAX_REPORTED_SEGMENTS).join('.')}.…`
    : keys.join('.');
}

/**
 * Every route refuses control characters in its path parameters, query and JSON body with a 400
 * validation answer naming the field, before validation and before any handler or SQL runs.
 */
export const controlCharacterGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request, reply) => {
      const parts: [string, unknown][] = [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
      ];
      for (const [part, value] of parts) {
        const field = findControlCharacter(value, '');
        if (field === undefined) continue;
        const error: FieldError = {
          field: field || part,
          message: translate(requestLocale(request), ErrorKey.controlCharacter),
        };
        return reply.code(400).send(failure(request, 400, ErrorKey.validation, { errors: [error] }));
      }
      return undefined;
    });
  },
  { name: 'control-character-guard' },
);
