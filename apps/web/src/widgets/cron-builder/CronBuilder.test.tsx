import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CronBuilder } from './CronBuilder';

function Harness({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CronBuilder value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const expression = () => screen.getByTestId('cron-expression') as HTMLInputElement;

describe('CronBuilder', () => {
  it('starts at every day at 00:00 (not every second) and shows the next five fire times', () => {
    render(<Harness />);
    expect(expression().value).toBe('0 0 0 * * ? *');
    for (const item of within(screen.getByTestId('cron-next-times')).getAllByRole('listitem')) {
      expect(item.textContent).toMatch(/ 00:00:00$/);
    }
    expect(within(screen.getByTestId('cron-next-times')).getAllByRole('listitem')).toHaveLength(5);
  });

  it('names its tabs in the user\'s language only: no English "Tab n of m" on a focused tab', () => {
    render(<Harness />);
    const minute = screen.getByRole('tab', { name: '分' });
    fireEvent.keyDown(minute, { key: 'Tab' });
    fireEvent.focus(minute);
    minute.focus();
    expect(screen.getByRole('tablist', { name: '时间单位' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Tab \d+ of \d+/);
  });

  it('writes the expression from a tab: an interval of minutes', () => {
    render(<Harness initial="0 * * * * ? *" />);
    fireEvent.click(screen.getByRole('tab', { name: '分' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '分' })).getByLabelText('周期循环'));
    expect(screen.getByTestId('value').textContent).toBe('0 0/1 * * * ? *');
    const step = screen.getByRole('spinbutton', { name: '分 间隔' });
    fireEvent.change(step, { target: { value: '15' } });
    expect(screen.getByTestId('value').textContent).toBe('0 0/15 * * * ? *');
  });

  it('gives the weekday a value and leaves the day of month unspecified', () => {
    render(<Harness initial="0 0 3 * * ? *" />);
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '周' })).getByLabelText('第几个星期几'));
    expect(screen.getByTestId('value').textContent).toBe('0 0 3 ? * 1#1 *');
  });

  it('names the weekdays of a weekday range instead of their Quartz numbers (1 = Sunday)', () => {
    render(<Harness initial="0 0 3 ? * 2-6 *" />);
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    const weeks = within(screen.getByRole('radiogroup', { name: '周' }));
    expect((weeks.getByLabelText('区间') as HTMLInputElement).checked).toBe(true);
    expect(weeks.queryByRole('spinbutton')).toBeNull();
    expect(weeks.getByText('星期一')).toBeTruthy();
    expect(weeks.getByText('星期五')).toBeTruthy();
  });

  it('reads a typed expression back into the tabs, and names the part at fault of a wrong one', () => {
    render(<Harness />);
    fireEvent.change(expression(), { target: { value: '0 30 2 L * ? 2119' } });
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    const days = within(screen.getByRole('radiogroup', { name: '日' }));
    expect((days.getByLabelText('本月最后一天') as HTMLInputElement).checked).toBe(true);
    expect(within(screen.getByTestId('cron-next-times')).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^2119-01-31 02:30:00$/,
    );

    fireEvent.change(expression(), { target: { value: '0 0 24 * * ? *' } });
    expect(screen.getByRole('alert').textContent).toBe('时：有取值超出允许范围');
    expect(screen.queryByTestId('cron-next-times')).toBeNull();
  });

  it('refuses a reversed range and a zero step, naming the part', () => {
    render(<Harness />);
    fireEvent.change(expression(), { target: { value: '10-5 * * * * ? *' } });
    expect(screen.getByRole('alert').textContent).toBe('秒：有取值超出允许范围');
    fireEvent.change(expression(), { target: { value: '0 0/0 * * * ? *' } });
    expect(screen.getByRole('alert').textContent).toBe('分：有取值超出允许范围');
    expect(screen.queryByTestId('cron-next-times')).toBeNull();
  });
});
