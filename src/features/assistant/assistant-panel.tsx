import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal, ModalOverlay } from 'react-aria-components';
import { EVENT_TYPES } from '@/definitions/analytics';
import { track } from '@/lib/analytics/track';
import type { ChatShellElement } from '@/lib/chat-trigger';
import { cx } from '@/utils/class-names';
import type { AnswerStatus } from './answer';
import { AssistantDialog } from './assistant-dialog';
import { assistantText, MAX_QUESTION_LENGTH } from './assistant-messages';
import * as styles from './assistant-panel.css';
import { loadKnowledge } from './load-knowledge';
import { useConversation } from './use-conversation';
import { useShellTakeover } from './use-shell-takeover';

export interface AssistantPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The panel the page showed before this was live, which this takes over as it first opens. */
  shell?: ChatShellElement | null;
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
export function AssistantPanel({ isOpen, onOpenChange, shell = null }: AssistantPanelProps) {
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
  useShellTakeover(shell, form, (held, typing) => {
    held.forEach(conversation.ask);
    setQuestion(typing);
  });

  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={cx(styles.sheet, !shell && styles.slidingIn)}>
        <AssistantDialog
          {...conversation}
          question={question}
          error={error}
          onQuestionChange={(value) => {
            setQuestion(value);
            setError(undefined);
          }}
          onAsk={ask}
          onClose={close}
          endRef={end}
          newestRef={newest}
          formRef={form}
        />
      </Modal>
    </ModalOverlay>
  );
}

/** Starts fetching the passages before the panel opens. */
export function preloadAssistant(): void {
  loadKnowledge().catch(() => undefined);
}
