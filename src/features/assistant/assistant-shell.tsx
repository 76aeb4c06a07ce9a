import { renderToStaticMarkup } from 'react-dom/server';
import type { ChatShellParts } from '@/lib/chat-shell';
import { CHAT_SHELL_ATTRIBUTE } from '@/lib/chat-trigger';
import { cx } from '@/utils/class-names';
import { AssistantDialog } from './assistant-dialog';
import { assistantText } from './assistant-messages';
import * as styles from './assistant-panel.css';

const nothing = () => undefined;

/**
 * The assistant's panel as it first opens, for the page to show at a
 * trigger's first press before the assistant's code has arrived: rendered
 * by the build from the panel's own component, so the two are the same to
 * the eye, and given by the page's loader (src/lib/chat-shell.ts). The
 * sheet slides in as the panel's does; the panel that replaces it does not.
 */
export function assistantShellParts(): Omit<ChatShellParts, 'css'> {
  const markup = renderToStaticMarkup(
    <div {...{ [CHAT_SHELL_ATTRIBUTE]: '' }} className={styles.overlay}>
      <div className={cx(styles.sheet, styles.slidingIn)} data-entering="">
        <AssistantDialog
          turns={[]}
          waiting={[]}
          failed={false}
          question=""
          onQuestionChange={nothing}
          onAsk={nothing}
          onClose={nothing}
        />
      </div>
    </div>,
    { identifierPrefix: 'chat-shell-' },
  );
  return {
    markup,
    questionClass: styles.visitorMessage,
    noteClass: styles.note,
    waitingNote: assistantText.loading,
    closeLabel: assistantText.close,
    askPerson: assistantText.askPerson,
    askPersonQuestion: assistantText.askPersonQuestion,
  };
}
