import { Form, Input, type FormInstance } from 'antd';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyFieldErrors } from './form-errors';
import { HttpError } from './http-error';

function renderForm(): { form: FormInstance } {
  const holder: { form?: FormInstance } = {};
  function TestForm() {
    const [form] = Form.useForm();
    holder.form = form;
    return (
      <Form form={form} initialValues={{ username: 'ann', email: '' }}>
        <Form.Item name="username" label="username">
          <Input />
        </Form.Item>
        <Form.Item name="email" label="email">
          <Input />
        </Form.Item>
      </Form>
    );
  }
  render(<TestForm />);
  return { form: holder.form as FormInstance };
}

const validation = (errors: { field: string; message: string }[]) =>
  new HttpError({ status: 400, code: 400, message: 'invalid', errors });

describe('applyFieldErrors', () => {
  it('puts each field error under its form field', async () => {
    const { form } = renderForm();
    let handled = false;
    act(() => {
      handled = applyFieldErrors(
        form,
        validation([
          { field: 'username', message: 'Username taken' },
          { field: 'email', message: 'Bad e-mail' },
          { field: 'email', message: 'Too long' },
        ]),
      );
    });
    expect(handled).toBe(true);
    expect(form.getFieldError('username')).toEqual(['Username taken']);
    expect(form.getFieldError('email')).toEqual(['Bad e-mail', 'Too long']);
    expect(await screen.findByText('Username taken')).toBeTruthy();
  });

  it('maps a nested path onto its top-level field', () => {
    const { form } = renderForm();
    act(() => {
      expect(applyFieldErrors(form, validation([{ field: 'email.0', message: 'nested' }]))).toBe(true);
    });
    expect(form.getFieldError('email')).toEqual(['nested']);
  });

  it('leaves errors it cannot place to the caller', () => {
    const { form } = renderForm();
    expect(applyFieldErrors(form, validation([{ field: 'body', message: 'x' }]))).toBe(false);
    expect(applyFieldErrors(form, validation([]))).toBe(false);
    expect(applyFieldErrors(form, new Error('boom'))).toBe(false);
    expect(applyFieldErrors(form, new HttpError({ status: 409, code: 409, message: 'stale' }))).toBe(false);
    expect(form.getFieldError('username')).toEqual([]);
  });
});
