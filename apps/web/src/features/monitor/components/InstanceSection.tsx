import type { InstanceSnapshot } from '@mall/shared';
import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardTitleClass, sectionClass } from './MonitorPage';

/** One instance's part of a page, headed by its id (and marked when it is the instance that answered). */
export function InstanceSection({
  instance,
  self,
  children,
}: {
  instance: Pick<InstanceSnapshot, 'instanceId'>;
  self: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('monitor');
  return (
    <Card
      className={sectionClass}
      data-testid="monitor-instance"
      title={
        <h2 className={cardTitleClass}>
          {t('instance.label', { id: instance.instanceId })} {self ? <Tag>{t('instance.self')}</Tag> : null}
        </h2>
      }
    >
      {children}
    </Card>
  );
}
