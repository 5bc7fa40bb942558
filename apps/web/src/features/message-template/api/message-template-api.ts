import type {
  MessageTemplateAddRequest,
  MessageTemplateEditRequest,
  MessageTemplateRecord,
  MessageTemplateSendRequest,
  MessageTemplateSendResult,
  PageResult,
  UserRecord,
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
  /** Users of the tenant by username, for the receiver picker. */
  searchUsers: (username: string) =>
    http.get<PageResult<UserRecord>>('/sys/user/list', {
      pageNo: 1,
      pageSize: 20,
      ...(username ? { username } : {}),
    }),
};
