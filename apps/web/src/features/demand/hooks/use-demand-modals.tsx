import type { DemandRecord } from '@mall/shared';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  ApplyModal,
  DetailModal,
  LogsModal,
  ModifyPriceModal,
  RefuseModal,
} from '../components/DemandModals';

export type DemandModalKind = 'detail' | 'logs' | 'apply' | 'refuse' | 'modifyPrice';

const MODALS = {
  detail: DetailModal,
  logs: LogsModal,
  apply: ApplyModal,
  refuse: RefuseModal,
  modifyPrice: ModifyPriceModal,
} as const;

/** One order modal at a time: `open(kind, record)` shows it, `element` renders it. */
export function useDemandModals() {
  const [shown, setShown] = useState<{ kind: DemandModalKind; record: DemandRecord } | null>(null);
  const open = useCallback((kind: DemandModalKind, record: DemandRecord) => setShown({ kind, record }), []);
  const element: ReactNode = useMemo(() => {
    if (!shown) return null;
    const Component = MODALS[shown.kind];
    return (
      <Component
        key={`${shown.kind}-${shown.record.id}`}
        record={shown.record}
        onClose={() => setShown(null)}
      />
    );
  }, [shown]);
  return { open, element };
}
