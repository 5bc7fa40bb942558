import { z } from 'zod';
import { defineEntity } from './admin-entity';
import { Permission } from './permissions';

/** The file admin (JeecgBoot's OSS files): files an administrator uploaded for the tenant. */
export const OSS_FILE_NAME_MAX_LENGTH = 200;

export const ossFileRecordSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** The stored path; GET /sys/common/download/<url> answers the file. */
  url: z.string(),
  size: z.number().int(),
  /** The extension, lower-case. */
  type: z.string(),
  /** The uploader's username. */
  uploader: z.string().nullable(),
  createTime: z.string(),
});
export type OssFileRecord = z.infer<typeof ossFileRecordSchema>;

// Files come in through POST /sys/oss/file/upload (multipart, field `file`), never through a form.
const noForm = z.strictObject({});

/** The tenant's admin files on the admin kit: list and delete; uploads have their own route. */
export const ossFileEntity = defineEntity({
  name: 'ossFile',
  basePath: '/sys/oss/file',
  access: {
    list: Permission.ossFileList,
    delete: Permission.ossFileDelete,
    export: Permission.ossFileList,
  },
  record: ossFileRecordSchema,
  add: noForm,
  edit: noForm,
  versioned: false,
  defaultSort: { column: 'createTime', order: 'desc' },
  exportTitle: { zh: '文件列表', en: 'Files' },
  fields: {
    fileName: {
      title: { zh: '文件名称', en: 'File name' },
      type: 'text',
      filter: 'like',
      filterMaxLength: OSS_FILE_NAME_MAX_LENGTH,
      sortable: true,
      exportWidth: 30,
    },
    url: { title: { zh: '文件地址', en: 'Address' }, type: 'text', exportWidth: 40 },
    // Bytes (a number the reader's spreadsheet can sum).
    size: { title: { zh: '文件大小', en: 'Size' }, type: 'number', sortable: true, exportWidth: 12 },
    type: {
      title: { zh: '文件类型', en: 'Type' },
      type: 'text',
      filter: 'eq',
      filterMaxLength: 10,
      exportWidth: 10,
    },
    uploader: { title: { zh: '上传人', en: 'Uploaded by' }, type: 'text', exportWidth: 16 },
    createTime: {
      title: { zh: '上传时间', en: 'Uploaded' },
      type: 'datetime',
      sortable: true,
      exportWidth: 20,
    },
  },
});
