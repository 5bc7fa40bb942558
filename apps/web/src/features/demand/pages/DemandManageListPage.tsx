import { DemandListView } from '../components/DemandListView';
import { useDemandLiveUpdates } from '../hooks/use-demand-live-updates';

/** Order Management → demand orders (component 'demand/DemandManageList'): every order of the tenant, for staff. */
export default function DemandManageListPage() {
  useDemandLiveUpdates('demand-manage');
  return <DemandListView scope="manage" />;
}
