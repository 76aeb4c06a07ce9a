import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { BOOKING_SLOTS_TOPIC } from '@/definitions/booking';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { cancelCall, fetchUpcomingCalls, type UpcomingCall } from './calls-api';
import * as styles from './upcoming-calls.css';

/**
 * "Upcoming calls": the next discovery calls booked, soonest first, kept
 * live as calls are booked and cancelled; each can be cancelled with a
 * message to the visitor.
 */
export function UpcomingCalls() {
  const [calls, setCalls] = useState<UpcomingCall[] | null>(null);
  const [asked, setAsked] = useState(0);
  const refresh = useCallback(() => setAsked((count) => count + 1), []);

  useEffect(() => {
    let stopped = false;
    void loadPocketBase()
      .then(fetchUpcomingCalls)
      .then((found) => {
        if (!stopped) setCalls(found);
      })
      .catch((error: unknown) => console.error('Upcoming calls could not be read', error));
    return () => {
      stopped = true;
    };
  }, [asked]);

  useEffect(() => {
    let stop: (() => Promise<void>) | undefined;
    let stopped = false;
    void loadPocketBase()
      .then((pb) => pb.realtime.subscribe(BOOKING_SLOTS_TOPIC, refresh))
      .then((unsubscribe) => {
        stop = unsubscribe;
        if (stopped) void stop();
      })
      .catch(() => {
        // Without realtime the list is as it was read.
      });
    return () => {
      stopped = true;
      void stop?.();
    };
  }, [refresh]);

  return (
    <section className={styles.section} aria-labelledby="upcoming-calls">
      <h2 id="upcoming-calls" className={styles.title}>
        Upcoming calls
      </h2>
      {calls === null ? (
        <p>Loading calls...</p>
      ) : calls.length === 0 ? (
        <p>No calls are booked.</p>
      ) : (
        <ul className={styles.list}>
          {calls.map((call) => (
            <CallRow key={call.id} call={call} onCancelled={refresh} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CallRow({ call, onCancelled }: { call: UpcomingCall; onCancelled: () => void }) {
  const [cancelling, setCancelling] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelCall(await loadPocketBase(), call.id, message);
      toast({ title: 'Call cancelled', description: `${call.name} has been sent your message.` });
      onCancelled();
    } catch {
      toast({
        title: 'The call could not be cancelled',
        description: 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.call} aria-label={`${call.when}, ${call.name}`}>
      <p className={styles.when}>{call.when}</p>
      <p>
        {call.name} &middot; <a href={`mailto:${call.email}`}>{call.email}</a>
        {call.phone && <> &middot; {call.phone}</>}
      </p>
      {call.message && <p className={styles.message}>{call.message}</p>}
      {cancelling ? (
        <Form
          className={styles.cancel}
          onSubmit={(event) => {
            event.preventDefault();
            void cancel();
          }}
        >
          <TextField
            label={`Message to ${call.name}`}
            multiline
            rows={2}
            value={message}
            onChange={setMessage}
            isReadOnly={busy}
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" variant="destructive" isDisabled={busy}>
              Cancel the call
            </Button>
            <Button size="sm" variant="ghost" onPress={() => setCancelling(false)} isDisabled={busy}>
              Keep it
            </Button>
          </div>
        </Form>
      ) : (
        <div className={styles.actions}>
          <Button size="sm" variant="outline" onPress={() => setCancelling(true)}>
            Cancel call
          </Button>
        </div>
      )}
    </li>
  );
}
