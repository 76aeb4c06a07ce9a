import type { FormEvent, Ref } from 'react';
import { Dialog, Form, Heading } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icon';
import { TextField } from '@/components/ui/text-field';
import type { Turn } from './compose-answer';
import { AnswerView } from './answer-view';
import { assistantText } from './assistant-messages';
import * as styles from './assistant-panel.css';

export interface AssistantDialogProps {
  turns: readonly Turn[];
  waiting: readonly string[];
  failed: boolean;
  question: string;
  error?: string;
  onQuestionChange: (question: string) => void;
  onAsk: (question: string) => void;
  onClose: () => void;
  /** The end of the log, and the newest turn: where the panel scrolls as the conversation grows. */
  endRef?: Ref<HTMLDivElement>;
  newestRef?: Ref<HTMLDivElement>;
  formRef?: Ref<HTMLFormElement>;
}

/**
 * What the assistant's panel shows: its title, the conversation after the
 * greeting, and the way to ask. The panel lays it over the page; the build
 * renders it as it first opens, for the page's first press to show at once
 * (src/tools/chat-shell-plugin.ts).
 */
export function AssistantDialog({
  turns,
  waiting,
  failed,
  question,
  error,
  onQuestionChange,
  onAsk,
  onClose,
  endRef,
  newestRef,
  formRef,
}: AssistantDialogProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onAsk(question);
  }

  return (
    <Dialog className={styles.dialog}>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {assistantText.title}
        </Heading>
        <Button variant="ghost" size="icon" onPress={onClose} aria-label={assistantText.close}>
          <CloseIcon />
        </Button>
      </div>
      {/* One scrolling log; each question and answer is announced once, as it is added, not as a model rewords it. */}
      <div
        className={styles.log}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        aria-relevant="additions"
      >
        <div className={styles.assistantMessage}>
          <p className={styles.paragraph}>{assistantText.greeting}</p>
          <p className={styles.note}>{assistantText.howItWorks}</p>
        </div>
        {turns.map((turn, index) => (
          <div key={index} className={styles.turn} ref={index === turns.length - 1 ? newestRef : undefined}>
            <p className={styles.visitorMessage}>{turn.question}</p>
            <AnswerView answer={turn.answer} onLeave={onClose} />
          </div>
        ))}
        {waiting.map((asked, index) => (
          <p key={index} className={styles.visitorMessage}>
            {asked}
          </p>
        ))}
        {waiting.length > 0 && <p className={styles.note}>{assistantText.loading}</p>}
        {failed && <p className={styles.note}>{assistantText.unavailable}</p>}
        <div ref={endRef} />
      </div>
      <div className={styles.footer}>
        {turns.length === 0 && (
          <ul className={styles.suggestions} aria-label={assistantText.suggestionsLabel}>
            {assistantText.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button variant="outline" size="sm" onPress={() => onAsk(suggestion)}>
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Form
          ref={formRef}
          className={styles.askRow}
          onSubmit={submit}
          validationErrors={error ? { question: error } : {}}
        >
          <TextField
            name="question"
            label={assistantText.questionLabel}
            // A chat starts in its question field, not on the close button; the dialog opened on request.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={question}
            onChange={onQuestionChange}
          />
          <Button type="submit">{assistantText.send}</Button>
        </Form>
        <Button variant="ghost" size="sm" onPress={() => onAsk(assistantText.askPersonQuestion)}>
          {assistantText.askPerson}
        </Button>
      </div>
    </Dialog>
  );
}
