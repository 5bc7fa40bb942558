import { afterEach, describe, expect, it } from 'vitest';
import { settleIconsIn, watchIcons, type IconTexts } from './accessible-icons';

const NAMES: Record<string, string> = { search: '搜索', reload: '刷新', home: '首页' };
const zh: IconTexts = { clear: '清除', iconName: (fileName) => NAMES[fileName] };
const en: IconTexts = { clear: 'Clear', iconName: () => undefined };

const icon = (name: string, extra = '') =>
  `<span role="img" aria-label="${name}" class="anticon anticon-${name}" ${extra}><svg aria-hidden="true"></svg></span>`;

function mount(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const hidden = (element: Element | null) =>
  element?.getAttribute('aria-hidden') === 'true' &&
  !element.hasAttribute('role') &&
  !element.hasAttribute('aria-label');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('accessible icons', () => {
  it('hides an icon beside text, in a named control and on its own', () => {
    const root = mount(
      `<h1 id="h">${icon('shopping-cart')} Cart</h1>` +
        `<button id="b">${icon('delete')} Delete</button>` +
        `<button id="n" aria-label="Search">${icon('search')}</button>` +
        `<div id="d">${icon('home')}</div>`,
    );
    settleIconsIn(root, zh);
    for (const id of ['h', 'b', 'n', 'd'])
      expect(hidden(root.querySelector(`#${id} .anticon`)), id).toBe(true);
  });

  it('keeps the icon that is all an unnamed control has, a label given on purpose and a clickable icon', () => {
    const root = mount(
      `<button id="only">${icon('more')}</button>` +
        `<span id="meant">${icon('check-circle').replace('aria-label="check-circle"', 'aria-label="已通过"')}</span>` +
        `<span id="click">${icon('close', 'tabindex="-1"')}</span>`,
    );
    settleIconsIn(root, zh);
    expect(root.querySelector('#only .anticon')?.getAttribute('aria-label')).toBe('more');
    expect(root.querySelector('#meant .anticon')?.getAttribute('aria-label')).toBe('已通过');
    expect(root.querySelector('#click .anticon')?.getAttribute('role')).toBe('img');
  });

  it("names the clear buttons in the page's language and the pager's buttons by their item's title", () => {
    const root = mount(
      `<button type="button" class="ant-select-clear" aria-label="Clear">${icon('close-circle')}</button>` +
        `<button type="button" class="ant-input-clear-icon">${icon('close-circle')}</button>` +
        `<ul><li title="上一页" class="ant-pagination-prev"><button class="ant-pagination-item-link">${icon('left')}</button></li></ul>`,
    );
    settleIconsIn(root, zh);
    expect(root.querySelector('.ant-select-clear')?.getAttribute('aria-label')).toBe('清除');
    expect(root.querySelector('.ant-input-clear-icon')?.getAttribute('aria-label')).toBe('清除');
    expect(root.querySelector('.ant-pagination-item-link')?.getAttribute('aria-label')).toBe('上一页');
    expect([...root.querySelectorAll('.anticon')].every(hidden)).toBe(true);
  });

  it('gives an icon its name back when the text of its control goes away (a collapsed menu)', async () => {
    const stop = watchIcons(document.body, () => en);
    const root = mount(`<a href="/home">${icon('home')}<span class="label">Home</span></a>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hidden(root.querySelector('.anticon'))).toBe(true);
    root.querySelector('.label')?.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.querySelector('.anticon')?.getAttribute('role')).toBe('img');
    expect(root.querySelector('.anticon')?.getAttribute('aria-label')).toBe('home');
    expect(root.querySelector('.anticon')?.hasAttribute('aria-hidden')).toBe(false);
    stop();
  });

  it("names a select's list of options as its combobox is named, and leaves a named list alone", () => {
    const root = mount(
      '<label for="sex">Sex</label><input id="sex" role="combobox" />' +
        '<span id="t">Tags</span><input id="tags" role="combobox" aria-labelledby="t" />' +
        '<input id="unit" role="combobox" aria-label="Unit" />' +
        '<div role="listbox" id="sex_list"></div><div role="listbox" id="tags_list"></div>' +
        '<div role="listbox" id="unit_list"></div><div role="listbox" id="own_list" aria-label="Mine"></div>',
    );
    settleIconsIn(root, zh);
    const name = (id: string) => document.getElementById(id)?.getAttribute('aria-label');
    expect([name('sex_list'), name('tags_list'), name('unit_list'), name('own_list')]).toEqual([
      'Sex',
      'Tags',
      'Unit',
      'Mine',
    ]);
  });

  it('settles icons that appear later', async () => {
    const stop = watchIcons(document.body, () => en);
    const root = mount(`<p>${icon('home')} Home</p>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hidden(root.querySelector('.anticon'))).toBe(true);
    stop();
  });

  it("names a control that only an icon names, and a clickable icon, in the page's language", () => {
    const root = mount(
      `<button id="search" class="ant-input-search-button">${icon('search')}</button>` +
        `<span id="click">${icon('reload', 'tabindex="-1"')}</span>` +
        `<button id="unknown">${icon('more')}</button>` +
        `<button id="text">${icon('search')} 查询</button>`,
    );
    settleIconsIn(root, zh);
    expect(root.querySelector('#search .anticon')?.getAttribute('aria-label')).toBe('搜索');
    expect(root.querySelector('#search .anticon')?.getAttribute('role')).toBe('img');
    expect(root.querySelector('#click .anticon')?.getAttribute('aria-label')).toBe('刷新');
    // Without a name in the language, the file name stays rather than leave the control unnamed.
    expect(root.querySelector('#unknown .anticon')?.getAttribute('aria-label')).toBe('more');
    expect(hidden(root.querySelector('#text .anticon'))).toBe(true);
    // Settling again keeps the names (a name given here is not taken for one given on purpose elsewhere).
    settleIconsIn(root, zh);
    expect(root.querySelector('#search .anticon')?.getAttribute('aria-label')).toBe('搜索');
  });

  it("gives a hidden icon its name in the page's language when it comes to name its control alone", async () => {
    const stop = watchIcons(document.body, () => zh);
    const root = mount(`<a href="/home">${icon('home')}<span class="label">首页</span></a>`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hidden(root.querySelector('.anticon'))).toBe(true);
    root.querySelector('.label')?.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.querySelector('.anticon')?.getAttribute('aria-label')).toBe('首页');
    stop();
  });
});
