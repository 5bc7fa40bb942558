import type { RegistrationEvent } from '@mall/shared';
import { http } from '../../../lib/http';

export const registrationHistoryKey = (id: string) => ['/sys/user/registration/history', id] as const;

/** GET /sys/user/registration/history: a registration's review history, oldest first. */
export function fetchRegistrationHistory(id: string): Promise<RegistrationEvent[]> {
  return http.get<RegistrationEvent[]>('/sys/user/registration/history', { id }, { silent: true });
}
