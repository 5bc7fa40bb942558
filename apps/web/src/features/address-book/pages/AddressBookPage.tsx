import { DEFAULT_PAGE_SIZE, type AddressBookEntry, type DepartTreeNode } from '@mall/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Form, Input, Result, Space, Table, Tree, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departTreeSelectKey, fetchDepartTree } from '../../../widgets/depart-select';
import { addressBookKey, fetchAddressBook } from '../api/address-book-api';

interface Filters {
  realname?: string;
  workNo?: string;
}

/** The department tree keyed by org code: choosing a node lists its people and those below it. */
function byOrgCode(nodes: readonly DepartTreeNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.orgCode,
    title: node.title,
    ...(node.children?.length ? { children: byOrgCode(node.children) } : {}),
  }));
}

/**
 * The staff address book (component 'system/AddressList'): the acting tenant's department tree beside
 * a searchable, paged table of its people. The server leaves out the phones their owners chose to hide.
 */
export default function AddressBookPage() {
  const { t } = useTranslation('system');
  const [form] = Form.useForm<Filters>();
  const [orgCode, setOrgCode] = useState<string | undefined>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const tree = useQuery({ queryKey: departTreeSelectKey, queryFn: ({ signal }) => fetchDepartTree(signal) });
  const treeData = useMemo(() => byOrgCode(tree.data ?? []), [tree.data]);
  const query = { ...filters, ...(orgCode ? { orgCode } : {}), ...page };
  const people = useQuery({
    queryKey: addressBookKey(query),
    queryFn: ({ signal }) => fetchAddressBook(query, signal),
    placeholderData: keepPreviousData,
  });

  const choose = (code: string | undefined) => {
    setOrgCode(code);
    setPage((current) => ({ ...current, pageNo: 1 }));
  };
  const search = (values: Filters) => {
    setFilters({
      realname: values.realname?.trim() || undefined,
      workNo: values.workNo?.trim() || undefined,
    });
    setPage((current) => ({ ...current, pageNo: 1 }));
  };

  const columns: TableColumnsType<AddressBookEntry> = [
    { title: t('addressBook.realname'), dataIndex: 'realname', key: 'realname', ellipsis: true },
    { title: t('addressBook.workNo'), dataIndex: 'workNo', key: 'workNo', width: 120 },
    { title: t('addressBook.position'), dataIndex: 'post_dictText', key: 'post', ellipsis: true },
    { title: t('addressBook.depart'), dataIndex: 'departName', key: 'departName', ellipsis: true },
    {
      title: t('addressBook.phone'),
      dataIndex: 'phone',
      key: 'phone',
      width: 150,
      render: (phone: string | null) => phone ?? <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: t('addressBook.email'), dataIndex: 'email', key: 'email', ellipsis: true },
  ];

  return (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Card
        title={t('addressBook.departs')}
        size="small"
        style={{ flex: '0 0 260px', maxWidth: '100%' }}
        extra={
          <Button size="small" type="link" onClick={() => choose(undefined)} disabled={!orgCode}>
            {t('addressBook.allDeparts')}
          </Button>
        }
      >
        {tree.isError ? (
          <Result status="error" subTitle={t('addressBook.departsFailed')} />
        ) : treeData.length === 0 && !tree.isPending ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('addressBook.noDeparts')} />
        ) : (
          <div data-testid="address-book-tree">
            <Tree
              aria-label={t('addressBook.departs')}
              treeData={treeData}
              defaultExpandAll
              blockNode
              selectedKeys={orgCode ? [orgCode] : []}
              onSelect={(keys) => choose(keys[0] === undefined ? undefined : String(keys[0]))}
            />
          </div>
        )}
      </Card>
      <Card size="small" style={{ flex: '1 1 480px', minWidth: 0 }} title={t('addressBook.title')}>
        <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item name="realname" label={t('addressBook.realname')}>
            <Input allowClear autoComplete="off" data-testid="address-book-realname" />
          </Form.Item>
          <Form.Item name="workNo" label={t('addressBook.workNo')}>
            <Input allowClear autoComplete="off" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('addressBook.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t('addressBook.reset')}
            </Button>
          </Space>
        </Form>
        {people.isError ? (
          <Result status="error" subTitle={t('addressBook.loadFailed')} />
        ) : (
          <Table<AddressBookEntry>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={people.data?.records ?? []}
            loading={people.isFetching}
            locale={{ emptyText: <Empty description={t('addressBook.empty')} /> }}
            pagination={{
              current: page.pageNo,
              pageSize: page.pageSize,
              total: people.data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (total) => t('addressBook.total', { total }),
              onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
            }}
            data-testid="address-book-table"
          />
        )}
      </Card>
    </div>
  );
}
