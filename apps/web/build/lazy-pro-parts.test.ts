import { describe, expect, it } from 'vitest';
import { lazyComponentModule, lazyProPartOf } from './lazy-pro-parts';

const pro = (path: string) => `/repo/node_modules/@ant-design/pro-components/es/${path}/index.js`;

describe('lazy pro-components parts', () => {
  it('names the field renderers and the column setting the list pages load on first use only', () => {
    expect(lazyProPartOf(pro('field/components/ColorPicker'))).toBe('field/components/ColorPicker');
    expect(lazyProPartOf(pro('field/components/RangePicker'))).toBe('field/components/RangePicker');
    expect(lazyProPartOf(pro('table/components/ColumnSetting'))).toBe('table/components/ColumnSetting');
    expect(
      lazyProPartOf(
        'C:\\repo\\node_modules\\@ant-design\\pro-components\\es\\field\\components\\Image\\index.js',
      ),
    ).toBe('field/components/Image');
    // What every list page draws stays in its chunk: the text, select and option renderers.
    expect(lazyProPartOf(pro('field/components/Select'))).toBeUndefined();
    expect(lazyProPartOf(pro('field/components/Text'))).toBeUndefined();
    expect(lazyProPartOf(pro('field/components/ColorPicker/FieldColorPickerEdit'))).toBeUndefined();
    expect(lazyProPartOf('/repo/src/field/components/ColorPicker/index.js')).toBeUndefined();
  });

  it('stands in for each component export with one that imports the real module on first render', () => {
    const code = lazyComponentModule('/real/TimePicker/index.js', ['FieldTimeRangePicker']);
    expect(code).toContain('lazy(() => import("/real/TimePicker/index.js"))');
    expect(code).toContain('module.FieldTimeRangePicker');
    expect(code).toMatch(/^export default forwardRef/m);
    expect(code).toMatch(/^export const FieldTimeRangePicker = forwardRef/m);
    // Nothing imports the real module statically: it goes to a chunk of its own.
    expect(code).not.toMatch(/^import .* from "\/real/m);
  });
});
