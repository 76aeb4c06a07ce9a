import { renderToStaticMarkup } from 'react-dom/server';
import { Link } from '@/components/ui/link';
import type { ChatShellParts } from '@/lib/chat-shell';
import { CHAT_SHELL_ATTRIBUTE } from '@/lib/chat-trigger';
import { paths } from '@/lib/paths';
import { cx } from '@/utils/class-names';
import { AssistantDialog } from './assistant-dialog';
import { assistantText } from './assistant-messages';
import * as styles from './assistant-panel.css';

const nothing = () => undefined;

/** The contact page's query key for the text its message starts with, as paths.contact.href writes it. */
const [MESSAGE_KEY = ''] = new URL(paths.contact.href({ message: '-' }), 'https://x').searchParams.keys();

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
  // Worded as the assistant's own when it cannot load its answers, with its way to a person.
  const failedMarkup = renderToStaticMarkup(
    <div className={styles.assistantMessage}>
      <p className={styles.note}>{assistantText.unavailable}</p>
      <Link href={paths.contact.href()} appearance={{ variant: 'default', size: 'sm' }}>
        {assistantText.enquiryHandover}
      </Link>
    </div>,
  );
  return {
    markup,
    failedMarkup,
    messageKey: MESSAGE_KEY,
    questionClass: styles.visitorMessage,
    noteClass: styles.note,
    waitingNote: assistantText.loading,
    closeLabel: assistantText.close,
    askPerson: assistantText.askPerson,
    askPersonQuestion: assistantText.askPersonQuestion,
  };
}
