import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** Named figures as a description list. */
export function Facts({ items, columns = 3 }: { items: [string, ReactNode][]; columns?: number }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: columns }}
      items={items.map(([label, value]) => ({ key: label, label, children: value }))}
    />
  );
}
