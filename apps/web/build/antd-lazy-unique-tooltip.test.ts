import { describe, expect, it } from 'vitest';
import { antdLazyUniqueTooltip } from './antd-lazy-unique-tooltip';

type Hook = (this: unknown, source: string, importer?: string, options?: object) => Promise<unknown>;
const antd = (path: string) => `/repo/node_modules/antd/es/${path}`;
const context = { resolve: (id: string) => Promise.resolve({ id: `/real/${id.replace('../', '')}` }) };

describe('antd tooltip UniqueProvider on first use', () => {
  it('gives the config provider a stand-in that imports the real provider lazily', async () => {
    const plugin = antdLazyUniqueTooltip();
    const resolveId = plugin.resolveId as Hook;
    const id = await resolveId.call(
      context,
      '../tooltip/UniqueProvider',
      antd('config-provider/index.js'),
      {},
    );
    expect(id).toBe('\0mall-lazy-unique-tooltip:/real/tooltip/UniqueProvider');
    const code = (plugin.load as (id: string) => string | null)(id as string);
    expect(code).toContain('lazy(() => import("/real/tooltip/UniqueProvider"))');
    expect(code).not.toMatch(/^import .* from "\/real/m);
    // Tooltips themselves import it as they always did.
    expect(
      await resolveId.call(context, '../tooltip/UniqueProvider', antd('tooltip/index.js'), {}),
    ).toBeNull();
  });
});
