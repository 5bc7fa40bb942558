import type { QueryClient } from '@tanstack/react-query';
import { DemandListView, prefetchDemandList } from '../components/DemandListView';
import { useDemandLiveUpdates } from '../hooks/use-demand-live-updates';

export const prefetch = (queryClient: QueryClient) => prefetchDemandList(queryClient, 'manage');

/** Order Management → demand orders (component 'demand/DemandManageList'): every order of the tenant, for staff. */
export default function DemandManageListPage() {
  useDemandLiveUpdates('demand-manage');
  return <DemandListView scope="manage" />;
}
