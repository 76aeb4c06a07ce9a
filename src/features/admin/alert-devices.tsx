import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { AlertDevice } from './alert-devices-api';
import * as styles from './alert-devices.css';
import { enquiryTime } from './enquiry';

const sinceFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * Every device where alerts are on, by its browser and system and the day it
 * was switched on, so the admin can take back one lost or given away. This
 * device is marked, and is switched off by the switch above rather than here.
 */
export function AlertDevices({
  devices,
  thisDevice,
  onRemove,
}: {
  devices: readonly AlertDevice[];
  thisDevice: string | null;
  onRemove: (device: AlertDevice) => void;
}) {
  const titleId = useId();
  if (devices.length === 0) return null;
  return (
    <section className={styles.devices} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Devices with alerts
      </h3>
      <ul className={styles.list}>
        {devices.map((device) => {
          const since = sinceFormat.format(enquiryTime(device.created));
          return (
            <li key={device.id} className={styles.device}>
              <span>
                <span className={styles.name}>{device.device || 'A browser'}</span>{' '}
                <span className={styles.since}>
                  since <time dateTime={enquiryTime(device.created).toISOString()}>{since}</time>
                </span>
              </span>
              {device.endpoint === thisDevice ? (
                <span className={styles.here}>This device</span>
              ) : (
                <Button
                  variant="link"
                  size="sm"
                  aria-label={`Remove ${device.device || 'a browser'}, since ${since}`}
                  onPress={() => onRemove(device)}
                >
                  Remove
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
