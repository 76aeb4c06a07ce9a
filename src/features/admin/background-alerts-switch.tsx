import { useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { alertsState, turnAlertsOff, turnAlertsOn, type AlertsState } from './background-alerts';
import * as styles from './enquiry-bell.css';

/**
 * The bell panel's switch for a notification of each new enquiry while the
 * admin is away from the site. The browser asks its permission when the
 * switch is first turned on, never before; where the browser blocks the
 * site's notifications, the panel says where to allow them.
 */
export function BackgroundAlertsSwitch() {
  const [state, setState] = useState<AlertsState>(alertsState);
  if (state === 'unsupported') return null;
  return (
    <>
      <Switch
        isSelected={state === 'on'}
        isDisabled={state === 'blocked'}
        onChange={(on) => {
          if (on) void turnAlertsOn().then(setState);
          else setState(turnAlertsOff());
        }}
      >
        Notify me when I'm away
      </Switch>
      {state === 'blocked' && (
        <p className={styles.connection}>
          This browser blocks the site's notifications: allow them in its site settings.
        </p>
      )}
    </>
  );
}
