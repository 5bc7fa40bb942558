import type { DemandRecord } from '@mall/shared';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { rememberFocusPlace, restoreFocusAfterDialog } from '../../../lib/dialog-focus';
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

type Shown = { kind: DemandModalKind; record: DemandRecord; place: { restore: () => void } };

/**
 * One order modal at a time: `open(kind, record)` shows it, `element` renders it. Closing it gives the
 * focus back to the button that opened it (the modal is removed at once, so antd's own return never runs).
 */
export function useDemandModals() {
  const [shown, setShown] = useState<Shown | null>(null);
  const open = useCallback(
    (kind: DemandModalKind, record: DemandRecord) => setShown({ kind, record, place: rememberFocusPlace() }),
    [],
  );
  const element: ReactNode = useMemo(() => {
    if (!shown) return null;
    const Component = MODALS[shown.kind];
    return (
      <Component
        key={`${shown.kind}-${shown.record.id}`}
        record={shown.record}
        onClose={() => {
          setShown(null);
          restoreFocusAfterDialog(shown.place);
        }}
      />
    );
  }, [shown]);
  return { open, element };
}
