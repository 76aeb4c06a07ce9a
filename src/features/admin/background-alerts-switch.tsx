import { useCallback, useEffect, useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { AlertDevices } from './alert-devices';
import { listAlertDevices, removeAlertDevice, type AlertDevice } from './alert-devices-api';
import {
  alertsState,
  needsHomeScreen,
  turnAlertsOff,
  turnAlertsOn,
  type AlertsState,
} from './background-alerts';
import { thisDeviceEndpoint, type PushOutcome } from './device-push';
import * as styles from './enquiry-bell.css';

/** What the panel says when this device cannot be alerted with the site closed. */
const PUSH_NOTES: Record<Exclude<PushOutcome, 'on'>, string> = {
  unsupported: 'This browser alerts you only while the site is open.',
  failed: 'This browser could not sign up for alerts with the site closed: they come while the site is open.',
};

/**
 * The bell panel's switch for an alert of each new enquiry while the admin
 * is away: a notification from an open tab, and a push to this device with
 * the site closed. The browser asks its permission when the switch is first
 * turned on, never before; where it blocks the site's notifications, or
 * needs the site on the Home Screen first, the panel says so. Below it, the
 * devices where alerts are on.
 */
export function BackgroundAlertsSwitch() {
  const [state, setState] = useState<AlertsState>(alertsState);
  const [push, setPush] = useState<PushOutcome | null>(null);
  const [devices, setDevices] = useState<AlertDevice[]>([]);
  const [thisDevice, setThisDevice] = useState<string | null>(null);

  const showDevices = useCallback(() => {
    void Promise.all([loadPocketBase().then(listAlertDevices), thisDeviceEndpoint()]).then(
      ([listed, here]) => {
        setDevices(listed);
        setThisDevice(here);
      },
      () => {
        // Offline or signed out meanwhile: the list shows what it last did.
      },
    );
  }, []);
  useEffect(showDevices, [showDevices]);

  const remove = (device: AlertDevice) => {
    setDevices((shown) => shown.filter((other) => other.id !== device.id));
    void loadPocketBase()
      .then((pb) => removeAlertDevice(pb, { id: device.id }))
      .then(showDevices, showDevices);
  };

  return (
    <>
      {state === 'unsupported' ? (
        needsHomeScreen() && (
          <p className={styles.connection}>
            On iPhone and iPad, alerts need the site on your Home Screen: Share, then Add to Home Screen, and
            switch them on there.
          </p>
        )
      ) : (
        <Switch
          isSelected={state === 'on'}
          isDisabled={state === 'blocked'}
          onChange={(on) => {
            if (on) {
              void turnAlertsOn().then((chosen) => {
                setState(chosen.state);
                setPush(chosen.push);
                showDevices();
              });
            } else {
              const off = turnAlertsOff();
              setState(off.state);
              setPush(null);
              void off.unsubscribed.then(showDevices, showDevices);
            }
          }}
        >
          Notify me when I'm away
        </Switch>
      )}
      {state === 'blocked' && (
        <p className={styles.connection}>
          This browser blocks the site's notifications: allow them in its site settings.
        </p>
      )}
      {state === 'on' && push && push !== 'on' && <p className={styles.connection}>{PUSH_NOTES[push]}</p>}
      <AlertDevices devices={devices} thisDevice={thisDevice} onRemove={remove} />
    </>
  );
}
