import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstFieldOfDialogs, rememberFocusPlace } from './dialog-focus';

let uninstall = () => undefined as void;
afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

function page(dialogBody: string) {
  document.body.innerHTML = `
    <button id="opener">New</button>
    <div class="ant-modal" role="dialog">
      <div class="ant-modal-content">
        <button class="ant-modal-close" aria-label="Close">×</button>
        <div class="ant-modal-body">${dialogBody}</div>
        <button id="ok">OK</button>
      </div>
    </div>`;
  uninstall = focusFirstFieldOfDialogs();
  document.getElementById('opener')?.focus();
}

describe('focusFirstFieldOfDialogs', () => {
  it('moves the opening focus from the close button to the first field', () => {
    page(
      '<input type="hidden" name="id"><input id="disabled" disabled><input id="first"><input id="second">',
    );
    (document.querySelector('.ant-modal-close') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('first');
  });

  it('counts a select (its read-only combobox input) as the first field', () => {
    page('<input id="select" role="combobox" readonly><input id="cron">');
    (document.querySelector('.ant-modal-close') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('select');
  });

  it("moves a drawer's focus on its own outer box to the first field", () => {
    document.body.innerHTML = `
      <button id="opener">New</button>
      <div class="ant-drawer ant-drawer-right ant-drawer-open" tabindex="-1">
        <div class="ant-drawer-mask"></div>
        <div class="ant-drawer-content-wrapper">
          <div class="ant-drawer-section ant-drawer-content" role="dialog">
            <div class="ant-drawer-body"><input id="name"></div>
          </div>
        </div>
      </div>`;
    uninstall = focusFirstFieldOfDialogs();
    document.getElementById('opener')?.focus();
    (document.querySelector('.ant-drawer') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('name');
  });

  it('leaves the focus alone once inside the dialog, and in dialogs without fields', () => {
    page('<input id="first">');
    (document.querySelector('.ant-modal-close') as HTMLElement).focus();
    (document.getElementById('ok') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('ok');
    (document.querySelector('.ant-modal-close') as HTMLElement).focus();
    expect(document.activeElement?.className).toBe('ant-modal-close');

    page('<p>Delete it?</p>');
    (document.getElementById('ok') as HTMLElement).focus();
    expect(document.activeElement?.id).toBe('ok');
  });
});

describe('rememberFocusPlace', () => {
  it('gives the focus back to the trigger, or near it when the action removed it', () => {
    document.body.innerHTML = `
      <table><tbody>
        <tr id="r1"><td><button id="edit1">Edit</button><button id="delete1">Delete</button></td></tr>
        <tr id="r2"><td><button id="edit2">Edit</button><button id="delete2">Delete</button></td></tr>
      </tbody></table>`;
    (document.getElementById('delete2') as HTMLElement).focus();
    const kept = rememberFocusPlace();
    (document.activeElement as HTMLElement).blur();
    kept.restore();
    expect(document.activeElement?.id).toBe('delete2');

    const place = rememberFocusPlace();
    document.getElementById('r2')?.remove();
    expect(document.activeElement).toBe(document.body);
    place.restore();
    expect(document.activeElement?.id).toBe('edit1');
  });
});
