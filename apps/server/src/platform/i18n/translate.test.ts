import { ErrorKey } from '@mall/shared';
import { describe, expect, it } from 'vitest';
import type { ModuleMessages } from './messages';
import { registerMessages, translate } from './translate';

declare module './messages' {
  interface ModuleMessages {
    'test.greeting': unknown;
  }
}

describe('the translator', () => {
  it("answers the platform's own messages in the requested language, with parameters", () => {
    expect(translate('en', ErrorKey.sortColumnNotAllowed, { column: 'secret' })).toBe(
      'Sorting by secret is not allowed',
    );
    expect(translate('zh', ErrorKey.notFound)).toBe('很抱歉，资源未找到！');
  });

  it('adds the messages a module registers, and accepts the same texts twice', () => {
    const key: keyof ModuleMessages = 'test.greeting';
    expect(translate('en', key)).toBe(key);
    const table = { [key]: { zh: '你好，{name}', en: 'Hello, {name}' } };
    registerMessages(table);
    registerMessages(table);
    expect(translate('en', key, { name: 'Ada' })).toBe('Hello, Ada');
    expect(translate('zh', key, { name: 'Ada' })).toBe('你好，Ada');
  });

  it('refuses a module message that would change what a registered key says', () => {
    expect(() => registerMessages({ 'test.greeting': { zh: '再见', en: 'Goodbye' } })).toThrow(
      /test\.greeting is already registered/,
    );
  });
});
