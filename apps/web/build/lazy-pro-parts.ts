import type { Plugin } from 'vite';

/**
 * Parts of pro-components the app's list pages import but seldom or never draw, by module path under
 * pro-components' `es/`, with the named component exports each has besides its default one:
 * - field renderers of value types no column or search field of the app has: the field map imports every
 *   renderer, and with them antd's colour picker, image preview, cascader, slider, rate, segmented control,
 *   switch, tree select and progress (a third of the list pages' first load);
 * - the date and time renderers (with antd's pickers), which only the demand list's order-time filter draws;
 * - the table's column setting, which the app turns off (the toolbar imports it anyway, with antd's tree).
 */
export const LAZY_PRO_PARTS: Record<string, readonly string[]> = {
  'field/components/Cascader': [],
  'field/components/Code': [],
  'field/components/ColorPicker': [],
  'field/components/Image': [],
  'field/components/Progress': [],
  'field/components/Rate': [],
  'field/components/Segmented': [],
  'field/components/Slider': [],
  'field/components/Switch': [],
  'field/components/TreeSelect': [],
  'field/components/DatePicker': [],
  'field/components/FromNow': [],
  'field/components/RangePicker': [],
  'field/components/TimePicker': ['FieldTimeRangePicker'],
  'table/components/ColumnSetting': [],
};

const PRO_ES = String.raw`[\\/]@ant-design[\\/]pro-components[\\/]es[\\/]`;
const LAZY_PREFIX = '\0mall-lazy-pro:';

/** The LAZY_PRO_PARTS entry of a resolved module id, if it is one. */
export function lazyProPartOf(id: string): string | undefined {
  const match = new RegExp(`${PRO_ES}(.+)[\\\\/]index\\.js$`).exec(id);
  const part = match?.[1]?.replaceAll('\\', '/');
  return part && part in LAZY_PRO_PARTS ? part : undefined;
}

/**
 * The stand-in of a component module: each of its component exports (the default one and `named`)
 * becomes the same component loaded on its first render, drawing nothing until it is there.
 */
export function lazyComponentModule(realId: string, named: readonly string[] = []): string {
  const real = JSON.stringify(realId);
  const stand = (exportName: string) =>
    [
      `forwardRef(function Lazy${exportName}(props, ref) {`,
      `  return createElement(Suspense, { fallback: null }, createElement(${exportName}Real, { ...props, ref }));`,
      `})`,
    ].join('\n');
  return [
    `import { createElement, forwardRef, lazy, Suspense } from 'react';`,
    `const defaultReal = lazy(() => import(${real}));`,
    ...named.map(
      (name) =>
        `const ${name}Real = lazy(() => import(${real}).then((module) => ({ default: module.${name} })));`,
    ),
    `export default ${stand('default')};`,
    ...named.map((name) => `export const ${name} = ${stand(name)};`),
  ].join('\n');
}

/**
 * Loads the LAZY_PRO_PARTS on first use instead of with every list page: their importers get a stand-in
 * that imports the real module lazily (so it goes to a chunk of its own).
 */
export function lazyProParts(): Plugin {
  return {
    name: 'mall:lazy-pro-parts',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(LAZY_PREFIX) || !importer.includes('pro-components')) return null;
      if (!source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !lazyProPartOf(resolved.id)) return null;
      return `${LAZY_PREFIX}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(LAZY_PREFIX)) return null;
      const realId = id.slice(LAZY_PREFIX.length);
      return lazyComponentModule(realId, LAZY_PRO_PARTS[lazyProPartOf(realId) ?? ''] ?? []);
    },
  };
}
