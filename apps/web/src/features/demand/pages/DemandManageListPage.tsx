import { DemandListView } from '../components/DemandListView';

/** Order Management → demand orders (component 'demand/DemandManageList'): every order of the tenant, for staff. */
export default function DemandManageListPage() {
  return <DemandListView scope="manage" />;
}
