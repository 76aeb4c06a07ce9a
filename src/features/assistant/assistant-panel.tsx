import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icon';
import { TextField } from '@/components/ui/text-field';
import { EVENT_TYPES } from '@/lib/analytics/event-types';
import { track } from '@/lib/analytics/track';
import type { AnswerStatus } from './answer';
import { AnswerView } from './answer-view';
import { assistantText, MAX_QUESTION_LENGTH } from './assistant-messages';
import * as styles from './assistant-panel.css';
import { loadKnowledge } from './load-knowledge';
import { useConversation } from './use-conversation';

export interface AssistantPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

type Outcome = 'opened' | 'answered' | 'handed_over';

/**
 * Records one event per opening: that the assistant was opened and whether it
 * answered or handed over to a person. Never the questions.
 */
function useOpeningEvent(isOpen: boolean): (status: AnswerStatus) => void {
  const outcome = useRef<{ value: Outcome; questions: number } | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    outcome.current = { value: 'opened', questions: 0 };
    const record = () => {
      if (!outcome.current) return;
      track(EVENT_TYPES.assistantOpen, {
        outcome: outcome.current.value,
        questions: outcome.current.questions,
      });
      outcome.current = null;
    };
    window.addEventListener('pagehide', record);
    return () => {
      window.removeEventListener('pagehide', record);
      record();
    };
  }, [isOpen]);

  return useCallback((status: AnswerStatus) => {
    const current = outcome.current;
    if (!current) return;
    current.questions += 1;
    if (status !== 'answered') current.value = 'handed_over';
    else if (current.value === 'opened') current.value = 'answered';
  }, []);
}

/** The assistant's chat panel: a dialog beside the page, its answers announced as they arrive. */
export function AssistantPanel({ isOpen, onOpenChange }: AssistantPanelProps) {
  const onAnswered = useOpeningEvent(isOpen);
  const conversation = useConversation(onAnswered);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const newest = useRef<HTMLDivElement>(null);
  const waitingBefore = useRef(0);
  const close = () => onOpenChange(false);

  // A question sent shows at the end; an answer arriving shows from its start, however long it is.
  useEffect(() => {
    if (conversation.waiting.length > waitingBefore.current) end.current?.scrollIntoView({ block: 'end' });
    waitingBefore.current = conversation.waiting.length;
  }, [conversation.waiting.length]);
  useEffect(() => {
    newest.current?.scrollIntoView({ block: 'start' });
  }, [conversation.turns.length]);

  function ask(text: string) {
    const trimmed = text.trim();
    if (!trimmed) return setError(assistantText.emptyQuestion);
    if (trimmed.length > MAX_QUESTION_LENGTH) return setError(assistantText.tooLong);
    setError(undefined);
    setQuestion('');
    conversation.ask(trimmed);
    form.current?.querySelector('input')?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    ask(question);
  }

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {assistantText.title}
            </Heading>
            <Button variant="ghost" size="icon" onPress={close} aria-label="Close">
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
            {conversation.turns.map((turn, index) => (
              <div
                key={index}
                className={styles.turn}
                ref={index === conversation.turns.length - 1 ? newest : undefined}
              >
                <p className={styles.visitorMessage}>{turn.question}</p>
                <AnswerView answer={turn.answer} onLeave={close} />
              </div>
            ))}
            {conversation.waiting.map((waiting, index) => (
              <p key={index} className={styles.visitorMessage}>
                {waiting}
              </p>
            ))}
            {conversation.waiting.length > 0 && <p className={styles.note}>{assistantText.loading}</p>}
            {conversation.failed && <p className={styles.note}>{assistantText.unavailable}</p>}
            <div ref={end} />
          </div>
          <div className={styles.footer}>
            {conversation.turns.length === 0 && (
              <ul className={styles.suggestions} aria-label={assistantText.suggestionsLabel}>
                {assistantText.suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button variant="outline" size="sm" onPress={() => ask(suggestion)}>
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <Form
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
                onChange={(value) => {
                  setQuestion(value);
                  setError(undefined);
                }}
              />
              <Button type="submit">{assistantText.send}</Button>
            </Form>
            <Button variant="ghost" size="sm" onPress={() => ask(assistantText.askPersonQuestion)}>
              {assistantText.askPerson}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Starts fetching the passages before the panel opens. */
export function preloadAssistant(): void {
  loadKnowledge().catch(() => undefined);
}
