import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ModalFuncProps } from 'antd';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { rememberFocusPlace } from './dialog-focus';
import { errorMessageOf } from './error-message';
import { isHttpError } from './http-error';

/** antd's message, notification and modal instances, bound to the app's ConfigProvider (theme, locale). */
export interface AntdFeedback {
  message: MessageInstance;
  notification: NotificationInstance;
  modal: ModalApi;
}

type Deferred<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : never;
};

/**
 * The feedback calls the app makes. They return nothing: a call made before antd's feedback code has loaded
 * is queued and shown once it has.
 */
export interface FeedbackApi {
  message: Deferred<Pick<MessageInstance, 'success' | 'error' | 'info' | 'warning' | 'loading'>>;
  notification: Deferred<Pick<NotificationInstance, 'success' | 'error' | 'info' | 'warning' | 'destroy'>>;
  modal: Deferred<Pick<ModalApi, 'confirm'>>;
}

let bound: AntdFeedback | null = null;
const pending: Array<(api: AntdFeedback) => void> = [];
const loadRequests = new Set<() => void>();

function run(call: (api: AntdFeedback) => void): void {
  if (bound) {
    call(bound);
    return;
  }
  pending.push(call);
  loadRequests.forEach((request) => request());
}

/** Binds the instances calls go to (null unbinds), and shows the calls that waited for them. */
export function bindFeedback(api: AntdFeedback | null): void {
  bound = api;
  if (api) pending.splice(0).forEach((call) => call(api));
}

/** When, after a dialog closed, the focus is checked for having fallen to the page's body (ms). */
const FOCUS_CHECKS_MS = [0, 250, 1000, 2000];

/**
 * A confirmed action that fails still closes its dialog: the failure shows once (the HTTP client's notice
 * for a request it reported, else a message) and never escapes as an unhandled rejection.
 */
function settledOnOk(props: ModalFuncProps): ModalFuncProps {
  const { onOk, afterClose } = props;
  // After the dialog, the focus returns to what opened it, or near it when the action removed it.
  const place = rememberFocusPlace();
  const withFocus = {
    ...props,
    afterClose: () => {
      afterClose?.();
      // The action's result may still be rendering (the deleted row leaving): check again a few times.
      for (const delay of FOCUS_CHECKS_MS) setTimeout(place.restore, delay);
    },
  };
  if (!onOk) return withFocus;
  return {
    ...withFocus,
    onOk: async (...args: Parameters<typeof onOk>) => {
      try {
        await onOk(...args);
      } catch (error) {
        if (!(isHttpError(error) && error.reported)) api.message.error(errorMessageOf(error));
      }
    },
  };
}

const api: FeedbackApi = {
  message: {
    success: (...args) => run(({ message }) => void message.success(...args)),
    error: (...args) => run(({ message }) => void message.error(...args)),
    info: (...args) => run(({ message }) => void message.info(...args)),
    warning: (...args) => run(({ message }) => void message.warning(...args)),
    loading: (...args) => run(({ message }) => void message.loading(...args)),
  },
  notification: {
    success: (...args) => run(({ notification }) => notification.success(...args)),
    error: (...args) => run(({ notification }) => notification.error(...args)),
    info: (...args) => run(({ notification }) => notification.info(...args)),
    warning: (...args) => run(({ notification }) => notification.warning(...args)),
    destroy: (...args) => run(({ notification }) => notification.destroy(...args)),
  },
  modal: {
    confirm: (props) => run(({ modal }) => void modal.confirm(settledOnOk(props))),
  },
};

/** Messages, notifications and confirmations, for components and for code outside them (the HTTP client). */
export function feedback(): FeedbackApi {
  return api;
}

const FeedbackHolders = lazy(() => import('./feedback-holders'));

/** The first interactions after which feedback is likely soon: its code loads then, not with the page. */
const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Renders antd's message, notification and modal holders inside the app's ConfigProvider. Their code (dialogs,
 * forms, notifications: a third of antd's start) is not part of the first load: it loads on the first pointer
 * or key press, or when a call comes before that.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(() => pending.length > 0);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    loadRequests.add(want);
    FIRST_INTERACTIONS.forEach((type) => window.addEventListener(type, want, { capture: true, once: true }));
    if (pending.length > 0) want();
    return () => {
      loadRequests.delete(want);
      FIRST_INTERACTIONS.forEach((type) => window.removeEventListener(type, want, { capture: true }));
    };
  }, [wanted]);
  return (
    <>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={bindFeedback} />
        </Suspense>
      )}
    </>
  );
}
