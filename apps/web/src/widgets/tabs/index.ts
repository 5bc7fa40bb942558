/**
 * Accessible tabs without antd Tabs: `Tabs` takes `tabs` ({ key, label, content }), the tab list's
 * accessible `label`, and optionally `activeKey` / `onChange` when the parent decides which tab shows.
 */
export { Tabs, type TabItem } from './Tabs';
