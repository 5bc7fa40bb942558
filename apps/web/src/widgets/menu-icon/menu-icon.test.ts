import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS, menuIconOf } from './menu-icon';

const SEED_MENUS = join(__dirname, '../../../../server/src/db/seed/menus');

describe('menu icons', () => {
  it('draws every icon the seeded menu names, so no list or menu shows a bare name', () => {
    const names = readdirSync(SEED_MENUS)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(join(SEED_MENUS, file), 'utf8').matchAll(/icon: '([^']+)'/g)])
      .map((match) => match[1] as string);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !menuIconOf(name))).toEqual([]);
  });

  it('reads antd component names and the -outlined suffix too', () => {
    expect(menuIconOf('AreaChartOutlined')).toBe(MENU_ICONS['area-chart']);
    expect(menuIconOf('file-text-outlined')).toBe(MENU_ICONS['file-text']);
    expect(menuIconOf('no-such-icon')).toBeUndefined();
  });
});
