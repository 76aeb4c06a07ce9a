import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { serviceCards } from '@/content/service-cards';
import { TOPIC_IDS } from '@/definitions/services';
import { topicLabel } from '../enquiry-labels';
import {
  filtersSet,
  INBOX_STATES,
  isFiltered,
  NO_FILTERS,
  NO_SERVICE,
  type InboxFilters,
  type InboxState,
} from './inbox-query';
import * as list from '../admin-list.css';
import * as styles from './inbox.css';

const STATE_LABELS: Record<InboxState, string> = {
  inbox: 'Inbox',
  new: 'New',
  read: 'Read, not handled',
  handled: 'Handled',
  archived: 'Archived',
  spam: 'Spam',
  all: 'All enquiries',
};

export interface InboxFiltersProps {
  filters: InboxFilters;
  onChange: (filters: InboxFilters) => void;
}

/**
 * The inbox's filters: state, service, what was asked for and the days
 * received. They are the browser's own controls, each applied as it changes.
 * On a phone they fold behind one "Filter" control that counts those set, so
 * the first enquiry is on the first screen.
 */
export function InboxFiltersBar({ filters, onChange }: InboxFiltersProps) {
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const count = filtersSet(filters);
  const set = (change: Partial<InboxFilters>) => onChange({ ...filters, ...change });
  return (
    <div className={styles.filterArea}>
      <Button
        variant="outline"
        size="sm"
        className={styles.filterToggle}
        aria-expanded={open}
        aria-controls={groupId}
        onPress={() => setOpen(!open)}
      >
        {count ? `Filter (${count})` : 'Filter'}
      </Button>
      <div
        id={groupId}
        role="group"
        aria-label="Filter enquiries"
        className={styles.filters}
        data-open={open || undefined}
      >
        <label className={list.filter}>
          <span className={list.filterLabel}>State</span>
          <select
            className={list.control}
            value={filters.state}
            onChange={(event) => set({ state: event.target.value as InboxState })}
          >
            {INBOX_STATES.map((state) => (
              <option key={state} value={state}>
                {STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label className={list.filter}>
          <span className={list.filterLabel}>Service</span>
          <select
            className={list.control}
            value={filters.service}
            onChange={(event) => set({ service: event.target.value })}
          >
            <option value="">Any service</option>
            {serviceCards.map((card) => (
              <option key={card.id} value={card.id}>
                {card.title}
              </option>
            ))}
            <option value={NO_SERVICE}>Not chosen</option>
          </select>
        </label>
        <label className={list.filter}>
          <span className={list.filterLabel}>Asking for</span>
          <select
            className={list.control}
            value={filters.topic}
            onChange={(event) => set({ topic: event.target.value })}
          >
            <option value="">Anything</option>
            {TOPIC_IDS.map((topic) => (
              <option key={topic} value={topic}>
                {topicLabel(topic)}
              </option>
            ))}
          </select>
        </label>
        <label className={list.filter}>
          <span className={list.filterLabel}>Received from</span>
          <input
            type="date"
            className={list.control}
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </label>
        <label className={list.filter}>
          <span className={list.filterLabel}>Received to</span>
          <input
            type="date"
            className={list.control}
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </label>
        {isFiltered(filters) && (
          <Button
            variant="ghost"
            size="sm"
            className={styles.clearFilters}
            onPress={() => onChange(NO_FILTERS)}
          >
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
