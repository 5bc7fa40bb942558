import type { DemandRecord } from '@mall/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { rememberFocusPlace } from '../../../lib/dialog-focus';
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

/**
 * One order modal at a time: `open(kind, record)` shows it, `element` renders it. Closing unmounts the
 * modal at once (antd never gets to give the focus back), so the focus returns here to what opened it.
 */
export function useDemandModals() {
  const [shown, setShown] = useState<{ kind: DemandModalKind; record: DemandRecord } | null>(null);
  const opener = useRef<{ restore: () => void } | null>(null);
  const open = useCallback((kind: DemandModalKind, record: DemandRecord) => {
    opener.current = rememberFocusPlace();
    setShown({ kind, record });
  }, []);
  useEffect(() => {
    if (shown || !opener.current) return;
    opener.current.restore();
    opener.current = null;
  }, [shown]);
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
