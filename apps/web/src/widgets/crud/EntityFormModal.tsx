import { Alert, Form, Modal, Spin, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../lib/error-message';
import { feedback } from '../../lib/feedback';
import { applyFieldErrors } from '../../lib/form-errors';
import type { CrudApi } from './crud-api';
import { useCrudDetail, useCrudMutations } from './use-crud-mutations';

export interface EntityFormModalProps<TRecord extends { id: string; version?: number }, TValues, TAdd> {
  api: CrudApi<TRecord, TAdd, TAdd & { id: string; version?: number }>;
  form: FormInstance<TValues>;
  open: boolean;
  /** The record edited; undefined adds one. */
  id: string | undefined;
  onClose(): void;
  /** Told the record as the server saved it, before the dialog closes. */
  onSaved?(record: TRecord): void;
  title: { add: string; edit: string };
  /** Shown when the record could not be loaded. */
  loadFailedText: string;
  /** The form's values of a new record, and of a loaded one. */
  empty: TValues;
  toValues(record: TRecord): TValues;
  /** The request body of the form's values (trimmed, empty optional texts as null). */
  toBody(values: TValues): TAdd;
  name: string;
  width?: number;
  children: ReactNode;
}

/**
 * An entity's add/edit dialog on the kit: opens reset, loads the record fresh (its version), submits add
 * or edit, closes on success; the server's field errors land on the fields, any other failure says the
 * server's message (never "could not be loaded": that is for the load).
 */
export function EntityFormModal<TRecord extends { id: string; version?: number }, TValues, TAdd>(
  props: EntityFormModalProps<TRecord, TValues, TAdd>,
) {
  const { api, form, open, id, onClose, empty, toValues, toBody } = props;
  const { t } = useTranslation();
  const { message } = feedback();
  const editing = id !== undefined;
  const detail = useCrudDetail(api, open ? id : undefined);
  const { add, edit } = useCrudMutations(api);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      (detail.data && editing ? toValues(detail.data) : empty) as Parameters<typeof form.setFieldsValue>[0],
    );
  }, [open, editing, detail.data, form, toValues, empty]);

  const submit = async (values: TValues) => {
    const body = toBody(values);
    try {
      const saved =
        editing && detail.data
          ? await edit.mutateAsync({ ...body, id: detail.data.id, version: detail.data.version })
          : await add.mutateAsync(body);
      message.success(t('crud.saved'));
      props.onSaved?.(saved);
      onClose();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      message.error(`${t('crud.saveFailed')}: ${errorMessageOf(error)}`);
      // A stale version: the form reloads the record it edits.
      if (editing) void detail.refetch();
    }
  };

  const loading = editing && detail.isPending;
  return (
    <Modal
      open={open}
      title={editing ? props.title.edit : props.title.add}
      okText={t('action.ok')}
      cancelText={t('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending || edit.isPending}
      okButtonProps={{ disabled: loading || detail.isError }}
      width={props.width}
    >
      {detail.isError ? <Alert type="error" showIcon message={props.loadFailedText} /> : null}
      <Spin spinning={loading}>
        <Form<TValues>
          form={form}
          name={props.name}
          layout="vertical"
          onFinish={submit}
          initialValues={empty as never}
        >
          {props.children}
        </Form>
      </Spin>
    </Modal>
  );
}
