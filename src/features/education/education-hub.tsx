import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { resources } from '@/content/education';
import { educationItems, libraryItems } from '@/content/education-items';
import { EDUCATION_TABS, type EducationTab } from './education-tabs';
import { ALL_ITEMS } from './filter-items';
import { OverviewPanel } from './overview-panel';
import { ResourcesPanel } from './resources-panel';
import { FrameworksPanel, ResearchPanel, ToolsPanel } from './topic-panels';
import { useEducationTab } from './use-education-tab';

function isTab(key: unknown): key is EducationTab {
  return EDUCATION_TABS.some((tab) => tab.id === key);
}

/** The tabs Overview, Frameworks, Research, Tools and Resources; the tab is kept in the URL. */
export function EducationHub() {
  const [tab, selectTab] = useEducationTab();
  // Both filters start at 'all'; kept here so a look at another tab does not reset them.
  const [filters, setFilters] = useState(ALL_ITEMS);
  return (
    <Tabs
      selectedKey={tab}
      onSelectionChange={(key) => {
        if (isTab(key)) selectTab(key);
      }}
    >
      <TabList aria-label="Education hub">
        {EDUCATION_TABS.map(({ id, label }) => (
          <Tab key={id} id={id}>
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="overview">
        <OverviewPanel items={libraryItems} filters={filters} onFiltersChange={setFilters} />
      </TabPanel>
      <TabPanel id="frameworks">
        <FrameworksPanel items={educationItems} />
      </TabPanel>
      <TabPanel id="research">
        <ResearchPanel items={educationItems} />
      </TabPanel>
      <TabPanel id="tools">
        <ToolsPanel items={educationItems} />
      </TabPanel>
      <TabPanel id="resources">
        <ResourcesPanel resources={resources} />
      </TabPanel>
    </Tabs>
  );
}
