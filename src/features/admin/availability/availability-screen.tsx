import { useEffect, useState } from 'react';
import { availabilityFormValues } from '@/definitions/availability-form';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { fetchAvailability, type StoredAvailability } from './availability-api';
import { AvailabilityForm } from './availability-form';

type Loaded =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'ready'; stored: StoredAvailability };

/** The admin's availability screen: the record as stored, then the form that changes it. */
export function AvailabilityScreen() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let stopped = false;
    void loadPocketBase()
      .then(fetchAvailability)
      .then(
        (stored) => {
          if (!stopped) setLoaded(stored ? { kind: 'ready', stored } : { kind: 'none' });
        },
        () => {
          if (!stopped) setLoaded({ kind: 'failed' });
        },
      );
    return () => {
      stopped = true;
    };
  }, []);

  switch (loaded.kind) {
    case 'loading':
      return <p role="status">Loading availability...</p>;
    case 'none':
      return <p role="alert">The site has no availability record. Please run the site's migrations.</p>;
    case 'failed':
      return (
        <p role="alert">The availability could not be loaded. Please check the connection and reload.</p>
      );
    case 'ready':
      return (
        <AvailabilityForm
          id={loaded.stored.id}
          initial={availabilityFormValues(loaded.stored.availability)}
        />
      );
  }
}
