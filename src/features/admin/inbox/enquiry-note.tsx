import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { RECORD_FIELDS } from '@/definitions/records';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import type { Enquiry } from '../enquiry';
import { saveNote } from '../enquiry-api';
import * as styles from './inbox.css';

/** The longest note the server keeps. */
const MAX_NOTE_LENGTH = RECORD_FIELDS.enquiries.kept.note.max;

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/** The admin's private note on an enquiry: kept on the server, seen by nobody else. */
export function EnquiryNote({ enquiry, onSaved }: { enquiry: Enquiry; onSaved: (enquiry: Enquiry) => void }) {
  const [text, setText] = useState(enquiry.note);
  const [saving, setSaving] = useState<Saving>('idle');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving('saving');
    try {
      const pb = await loadPocketBase();
      onSaved(await saveNote(pb, enquiry, text.trim()));
      setSaving('saved');
    } catch {
      setSaving('failed');
    }
  }

  return (
    <form className={styles.note} onSubmit={(event) => void save(event)}>
      <TextField
        label="Private note"
        description="Only the admin sees this."
        multiline
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        value={text}
        onChange={(value) => {
          setText(value);
          setSaving('idle');
        }}
      />
      <div className={styles.noteActions}>
        <Button
          type="submit"
          variant="outline"
          size="sm"
          isDisabled={saving === 'saving' || text.trim() === enquiry.note}
        >
          Save note
        </Button>
        <p role="status" className={styles.noteStatus}>
          {saving === 'saved' && 'Note saved.'}
          {saving === 'failed' && 'The note could not be saved. Please try again.'}
        </p>
      </div>
    </form>
  );
}
