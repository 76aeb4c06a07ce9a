import { useEffect, useRef, useState } from 'react';
import type PocketBase from 'pocketbase';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { CALL_STATES } from '@/definitions/booking';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import type { Enquiry, Filing } from '../enquiry';
import { fileEnquiry, markRead, restoreFiling, setHandled } from '../enquiry-api';
import { EnquiryDetails } from '../enquiry-details';
import { formatReceived, isoTime, serviceLabel, stateLabel, topicLabel } from '../enquiry-labels';
import { EnquiryNote } from './enquiry-note';
import { SenderEnquiries } from './sender-enquiries';
import * as styles from './inbox.css';

export interface InboxRowProps {
  enquiry: Enquiry;
  /** Open from the start: the one enquiry a mail's link asked for. */
  startOpen?: boolean;
  /** The enquiry changed here: shown in place at once. */
  onChange: (enquiry: Enquiry) => void;
  /** The enquiry moved, or moved back: what the list shows may have changed. */
  onMoved: () => void;
}

const FILED_TITLES: Record<Filing, string> = {
  archived: 'Enquiry archived',
  spam: 'Enquiry marked as spam',
  '': 'Enquiry moved to the inbox',
};

/** What the line says where a filed enquiry was: "Ada Lovelace archived". */
const FILED_WORDS: Record<Filing, string> = {
  archived: 'archived',
  spam: 'marked as spam',
  '': 'moved to the inbox',
};

/**
 * Where the keyboard goes once a line is filed away: the next enquiry's line,
 * else the one before, as a mail program moves on to the next message.
 */
function lineBesides(line: Element | null): HTMLElement | null {
  const item = line?.closest('li');
  const next = item?.nextElementSibling?.querySelector<HTMLElement>('summary');
  return next ?? item?.previousElementSibling?.querySelector<HTMLElement>('summary') ?? null;
}

/** The message's start, enough for a line: the whole of it is read once the row is opened. */
const SNIPPET_LENGTH = 120;

function snippet(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > SNIPPET_LENGTH ? `${line.slice(0, SNIPPET_LENGTH - 1).trimEnd()}…` : line;
}

function failed(): void {
  toast({ title: 'Something went wrong', description: 'Please try again later.', variant: 'destructive' });
}

/**
 * One enquiry as a line of the list (who, what, when, its state) that opens
 * into the whole enquiry, its note and what the admin can do with it. It is
 * the browser's own <details>. Opening an unread enquiry reads it.
 */
export function InboxRow({ enquiry, startOpen = false, onChange, onMoved }: InboxRowProps) {
  const [open, setOpen] = useState(startOpen);
  const [saving, setSaving] = useState(false);
  const handled = enquiry.handledAt !== '';
  const state = stateLabel(enquiry);
  const headingId = `enquiry-${enquiry.id}`;

  async function change(work: (pb: PocketBase) => Promise<Enquiry>): Promise<Enquiry | undefined> {
    setSaving(true);
    try {
      const changed = await work(await loadPocketBase());
      onChange(changed);
      return changed;
    } catch {
      failed();
      return undefined;
    } finally {
      setSaving(false);
    }
  }

  const reading = useRef(false);
  useEffect(() => {
    if (!open || enquiry.readAt || reading.current) return;
    reading.current = true;
    void loadPocketBase()
      .then((pb) => markRead(pb, enquiry))
      .then(onChange, () => {});
  }, [open, enquiry, onChange]);

  // Filed here: the line stays where it was, saying so, with Undo, until the list's view changes.
  const [filedHere, setFiledHere] = useState<{ before: Enquiry; filed: Filing } | null>(null);
  const [undoFocused, setUndoFocused] = useState(false);
  const line = useRef<HTMLElement>(null);
  const filedLine = useRef<HTMLParagraphElement>(null);
  // With no other line to go on to, the keyboard goes to Undo, in the line left in its place.
  useEffect(() => {
    if (filedHere && undoFocused) filedLine.current?.querySelector('button')?.focus();
  }, [filedHere, undoFocused]);

  // Undone from the line left in its place, the keyboard goes back to the enquiry's own line.
  const refocus = useRef(false);
  useEffect(() => {
    if (filedHere || !refocus.current) return;
    refocus.current = false;
    line.current?.querySelector('summary')?.focus();
  }, [filedHere]);

  function undo(before: Enquiry) {
    loadPocketBase()
      .then((pb) => restoreFiling(pb, before))
      .then((restored) => {
        refocus.current = !!filedLine.current?.contains(document.activeElement);
        setFiledHere(null);
        onChange(restored);
        onMoved();
      }, failed);
  }

  async function file(filed: Filing) {
    // Opening it read it: Undo puts back the enquiry as it was before it was opened here, new if it was.
    const before = reading.current ? { ...enquiry, readAt: '' } : enquiry;
    const besides = lineBesides(line.current);
    if (!(await change((pb) => fileEnquiry(pb, before, filed)))) return;
    // The buttons pressed go with the opened enquiry: the keyboard moves on rather than to the page's start.
    setUndoFocused(!besides);
    setFiledHere({ before, filed });
    // Back with Undo, it is a line again, as it was before it was opened.
    setOpen(false);
    besides?.focus();
    onMoved();
    toast({
      title: FILED_TITLES[filed],
      description: before.name,
      action: { label: 'Undo', onPress: () => undo(before) },
    });
  }

  if (filedHere) {
    return (
      <p className={styles.filedLine} ref={filedLine}>
        <span className={styles.filedWords}>
          {filedHere.before.name} {FILED_WORDS[filedHere.filed]}.
        </span>
        <Button variant="outline" size="sm" onPress={() => undo(filedHere.before)}>
          Undo
        </Button>
      </p>
    );
  }

  return (
    <article ref={line} className={styles.item} aria-labelledby={headingId} data-state={state.toLowerCase()}>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.summary}>
          <h2 id={headingId} className={styles.itemName}>
            {enquiry.name}
          </h2>
          {state !== 'Read' && <span className={styles.state}>{state}</span>}
          <span className={styles.what}>
            {topicLabel(enquiry.topic)} · {serviceLabel(enquiry.service)}
          </span>
          <span className={styles.snippet}>
            {enquiry.call && (
              <strong className={styles.callState}>{CALL_STATES[enquiry.call.state].label}. </strong>
            )}
            {snippet(enquiry.message)}
          </span>
          <time className={styles.when} dateTime={isoTime(enquiry.created)}>
            {formatReceived(enquiry.created)}
          </time>
        </summary>
        {open && (
          <div className={styles.opened}>
            <EnquiryDetails enquiry={enquiry} />
            <SenderEnquiries enquiry={enquiry} />
            <EnquiryNote enquiry={enquiry} onSaved={onChange} />
            <div className={styles.actions}>
              {!enquiry.filed && (
                <Button
                  variant={handled ? 'outline' : 'default'}
                  size="sm"
                  isDisabled={saving}
                  onPress={() => void change((pb) => setHandled(pb, enquiry, !handled))}
                >
                  {handled ? 'Mark as not handled' : 'Mark as handled'}
                </Button>
              )}
              {enquiry.filed ? (
                <Button variant="outline" size="sm" isDisabled={saving} onPress={() => void file('')}>
                  {enquiry.filed === 'spam' ? 'Not spam' : 'Move to inbox'}
                </Button>
              ) : (
                <>
                  <Button
                    variant="outline"
                    size="sm"
                    isDisabled={saving}
                    onPress={() => void file('archived')}
                  >
                    Archive
                  </Button>
                  <Button variant="outline" size="sm" isDisabled={saving} onPress={() => void file('spam')}>
                    Spam
                  </Button>
                </>
              )}
            </div>
          </div>
        )}
      </details>
    </article>
  );
}
