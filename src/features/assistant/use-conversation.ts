import { useEffect, useRef, useState } from 'react';
import type { AnswerStatus } from './answer';
import { answerWithModel } from './ask-model';
import { composeAnswer, type Turn } from './compose-answer';
import { loadConversation, saveConversation } from './conversation-storage';
import { loadKnowledge } from './load-knowledge';

export interface Conversation {
  turns: Turn[];
  /** Questions waiting for the passages to load. */
  waiting: string[];
  /** 'failed' when the passages could not be loaded. */
  failed: boolean;
  ask(question: string): void;
}

/**
 * The conversation, kept in session storage for the tab's session. Questions
 * asked before the passages have loaded wait for them, in order.
 */
export function useConversation(onAnswered: (status: AnswerStatus) => void): Conversation {
  const [turns, setTurns] = useState<Turn[]>(loadConversation);
  const [waiting, setWaiting] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ turns, onAnswered });
  const queue = useRef(Promise.resolve());

  useEffect(() => {
    latest.current = { turns, onAnswered };
    saveConversation(turns);
  }, [turns, onAnswered]);

  function ask(question: string) {
    setWaiting((current) => [...current, question]);
    queue.current = queue.current
      .then(loadKnowledge)
      .then(({ index, passages }) => {
        const previous = latest.current.turns.at(-1);
        const turn = { question, answer: composeAnswer(question, index, passages, previous) };
        // Kept at once for the next question in the queue, before React renders.
        latest.current.turns = [...latest.current.turns, turn];
        setTurns(latest.current.turns);
        setFailed(false);
        latest.current.onAnswered(turn.answer.status);
        return { turn, passages };
      })
      // When the server has a model, it may word the answer from the same passages; the local answer stands otherwise.
      .then(async ({ turn, passages }) => {
        const worded = await answerWithModel(question, turn.answer, new Map(passages.map((p) => [p.id, p])));
        if (worded === turn.answer) return;
        const turns = latest.current.turns.map((each) =>
          each === turn ? { ...turn, answer: worded } : each,
        );
        latest.current.turns = turns;
        setTurns(turns);
      })
      .catch((error: unknown) => {
        console.error('The assistant could not load its passages', error);
        setFailed(true);
      })
      .finally(() => setWaiting((current) => current.slice(1)));
  }

  return { turns, waiting, failed, ask };
}
