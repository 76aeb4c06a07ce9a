import { useSyncExternalStore } from 'react';
import { Switch } from '@/components/ui/switch';
import { isAnalyticsOptedOut, setAnalyticsOptOut, subscribeToOptOut } from '@/lib/analytics/consent';

/** The visitor's easy way to object to first-party statistics (UK PECR). */
export function AnalyticsChoice() {
  // Until mounted, show the default (on): the server cannot know the choice.
  const optedOut = useSyncExternalStore(subscribeToOptOut, isAnalyticsOptedOut, () => false);
  return (
    <Switch isSelected={!optedOut} onChange={(allowed) => void setAnalyticsOptOut(!allowed)}>
      Allow anonymous visit statistics
    </Switch>
  );
}
