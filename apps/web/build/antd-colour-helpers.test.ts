import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { antdColourHelpers, IS_BRIGHT_MODULE } from './antd-colour-helpers';

const antd = (path: string) => `/repo/node_modules/antd/es/${path}`;
type ResolveId = (this: unknown, source: string, importer?: string) => Promise<unknown>;

async function resolved(source: string, importer: string): Promise<unknown> {
  const hook = antdColourHelpers().resolveId as ResolveId;
  const context = { resolve: (id: string) => Promise.resolve({ id: `resolved:${id}` }) };
  return hook.call(context, source, importer);
}

describe('antd colour helpers without the colour picker', () => {
  it('points the buttons’ and tags’ colour imports at what they use', async () => {
    expect(await resolved('@rc-component/color-picker', antd('color-picker/color.js'))).toEqual({
      id: 'resolved:@rc-component/color-picker/es/color.js',
    });
    expect(await resolved('../../color-picker/components/ColorPresets', antd('button/style/token.js'))).toBe(
      '\0mall-antd-is-bright',
    );
    expect(await resolved('../../color-picker/components/ColorPresets', antd('tag/style/index.js'))).toBe(
      '\0mall-antd-is-bright',
    );
    // The colour picker itself keeps its imports.
    expect(await resolved('@rc-component/color-picker', antd('color-picker/ColorPicker.js'))).toBeNull();
  });

  it('keeps antd’s isBright rule', () => {
    const require = createRequire(import.meta.url);
    const presets = readFileSync(
      require.resolve('antd/es/color-picker/components/ColorPresets.js'),
      'utf8',
    ).replaceAll(/\s+/g, ' ');
    // The same comparisons as antd's (which changed them would fail here, and the copy is then updated).
    expect(presets).toContain(
      'const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();',
    );
    expect(presets).toContain('return hsv.v > 0.5;');
    expect(presets).toContain('return r * 0.299 + g * 0.587 + b * 0.114 > 192;');
    expect(IS_BRIGHT_MODULE).toContain('return r * 0.299 + g * 0.587 + b * 0.114 > 192;');
    expect(IS_BRIGHT_MODULE).toContain('if (a <= 0.5) return hsv.v > 0.5;');
  });
});
