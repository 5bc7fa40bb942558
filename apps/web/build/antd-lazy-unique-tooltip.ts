import type { Plugin } from 'vite';
import { lazyComponentModule } from './lazy-pro-parts';

const CONFIG_PROVIDER = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const LAZY_PREFIX = '\0mall-lazy-unique-tooltip:';

/**
 * antd's ConfigProvider draws its tooltip UniqueProvider only when `tooltip.unique` is set (the app never
 * sets it), yet importing it brings rc's whole trigger (popup alignment, portal, motion) into the app's
 * start: the import becomes a stand-in that loads it on first render, so pages without popups never load it.
 */
export function antdLazyUniqueTooltip(): Plugin {
  return {
    name: 'mall:antd-lazy-unique-tooltip',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (source !== '../tooltip/UniqueProvider' || !importer || !CONFIG_PROVIDER.test(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? `${LAZY_PREFIX}${resolved.id}` : null;
    },
    load(id) {
      return id.startsWith(LAZY_PREFIX) ? lazyComponentModule(id.slice(LAZY_PREFIX.length)) : null;
    },
  };
}
