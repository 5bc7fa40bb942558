import type { CustomerRecord } from '@mall/shared';
import { createCrudApi } from '../../../widgets/crud/crud-api';

/**
 * /sys/customer: the list only (customerEntity.sortColumns; username, phone, companyName and status filters).
 * Approve and reject are the users' review calls of user-api.
 */
export const customerApi = createCrudApi<CustomerRecord, never, never>('/sys/customer');
