import { recordedPageEvents } from '../support/page-events';
import { expect, test } from '../support/test';

// The page-event log a failed spec's report carries, on a page made for the purpose: a button opens a
// dialog, whose button closes it and cancels its own click.
const PAGE = `<!doctype html><html lang="en"><title>events</title><main><h1>Events</h1>
<button id="open" type="button">Open</button></main>
<script>
document.getElementById('open').addEventListener('click', () => {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-label', 'Demo');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', (event) => { event.preventDefault(); dialog.remove(); });
  dialog.append(close);
  document.body.append(dialog);
});
</script></html>`;

test('the page-event log shows where clicks and keys landed, what was cancelled and which dialogs came and went', async ({
  page,
}) => {
  await page.route('http://events.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: PAGE }),
  );
  await page.goto('http://events.test/');
  await page.getByRole('button', { name: 'Open' }).click();
  await page.keyboard.press('Shift');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const events = (await recordedPageEvents(page)).split('\n');
  const index = (pattern: RegExp) => events.findIndex((entry) => pattern.test(entry));
  const order = [
    index(/pointerdown on <button id="open"/),
    index(/click on <button id="open"/),
    index(/dialog added <div role="dialog" aria-label="Demo">/),
    index(/keydown on /),
    index(/click on <button type="button">Close/),
    index(/dialog removed/),
    index(/click cancelled/),
  ];
  expect(
    order.every((position) => position >= 0),
    events.join('\n'),
  ).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));
});
