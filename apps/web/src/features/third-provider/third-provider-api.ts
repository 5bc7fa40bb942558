import type { ThirdProviderEditRequest, ThirdProviderState } from '@mall/shared';
import { http } from '../../lib/http';

export const thirdProviderKey = ['/sys/thirdProvider/list'] as const;

/** GET /sys/thirdProvider/list: every configured provider with its state. */
export const fetchThirdProviders = (signal?: AbortSignal) =>
  http.get<ThirdProviderState[]>('/sys/thirdProvider/list', undefined, signal ? { signal } : {});

/** PUT /sys/thirdProvider/edit: switches one provider on or off for sign-in. */
export const switchThirdProvider = (change: ThirdProviderEditRequest) =>
  http.put<null>('/sys/thirdProvider/edit', change);
