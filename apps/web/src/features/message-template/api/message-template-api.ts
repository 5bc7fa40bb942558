import type {
  MessageTemplateAddRequest,
  MessageTemplateEditRequest,
  MessageTemplateRecord,
  MessageTemplateSendRequest,
  MessageTemplateSendResult,
} from '@mall/shared';
import { http } from '../../../lib/http';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/**
 * /sys/message/sysMessageTemplate: list (filters and sort from messageTemplateEntity)
 * and CRUD.
 */
export const messageTemplateApi = createCrudApi<
  MessageTemplateRecord,
  MessageTemplateAddRequest,
  MessageTemplateEditRequest
>('/sys/message/sysMessageTemplate');

export const messageTemplateActions = {
  /** Sends the template, filled with the sample values, to the chosen users as a system message. */
  sendTest: (body: MessageTemplateSendRequest) =>
    http.post<MessageTemplateSendResult>('/sys/message/sysMessageTemplate/sendMsg', body, { silent: true }),
};
