import type { Plugin } from 'vite';

const ANTD_COLOUR = /[\\/]antd[\\/]es[\\/]color-picker[\\/](color|util)\.js$/;
const ANTD_COLOURED_STYLE = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/](token|index)\.js$/;
const IS_BRIGHT_ID = '\0mall-antd-is-bright';

/**
 * The colour preset list's isBright (the buttons' and tags' styles read it to pick a text colour on a
 * coloured background), without the list it lives beside: the same rule on rc's colour class.
 */
export const IS_BRIGHT_MODULE = [
  `import { Color as RcColor } from '@rc-component/color-picker/es/color.js';`,
  `export const isBright = (value, bgColorToken) => {`,
  `  const { r, g, b, a } = value.toRgb();`,
  `  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();`,
  `  if (a <= 0.5) return hsv.v > 0.5;`,
  `  return r * 0.299 + g * 0.587 + b * 0.114 > 192;`,
  `};`,
].join('\n');

/**
 * antd's buttons and tags style themselves with two colour helpers whose modules import the whole colour
 * picker (the picker's index, and the preset list with its collapse panel), so every page with a button
 * loaded the colour picker. Their imports are pointed at what they use: rc's colour class, and isBright.
 */
export function antdColourHelpers(): Plugin {
  return {
    name: 'mall:antd-colour-helpers',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      if (source === '@rc-component/color-picker' && ANTD_COLOUR.test(importer))
        return this.resolve('@rc-component/color-picker/es/color.js', importer, { skipSelf: true });
      if (source.endsWith('/color-picker/components/ColorPresets') && ANTD_COLOURED_STYLE.test(importer))
        return IS_BRIGHT_ID;
      return null;
    },
    load(id) {
      return id === IS_BRIGHT_ID ? IS_BRIGHT_MODULE : null;
    },
  };
}
