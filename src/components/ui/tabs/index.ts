export { Tab, TabList, TabPanel, Tabs } from './tabs';
