import { Link } from '@/components/ui/link';
import type { Answer } from './answer';
import { assistantText } from './assistant-messages';
import * as styles from './assistant-panel.css';

export interface AnswerViewProps {
  answer: Answer;
  /** Called when the visitor follows a link out of the panel. */
  onLeave: () => void;
}

/**
 * One answer: its own few sentences, the page to read more, the passages it
 * comes from under More (the browser's own disclosure, by keyboard too), and
 * the way to a person when offered.
 */
export function AnswerView({ answer, onLeave }: AnswerViewProps) {
  return (
    <div className={styles.assistantMessage}>
      <p className={styles.paragraph}>{answer.lead}</p>
      {answer.note && <p className={styles.note}>{answer.note}</p>}
      {answer.sources.length > 0 && (
        <p className={styles.sources}>
          <span>{answer.sources.length === 1 ? assistantText.source : assistantText.sources}</span>
          {answer.sources.map((source) => (
            <Link key={source.href} href={source.href} className={styles.sourceLink} onPress={onLeave}>
              {source.title}
            </Link>
          ))}
        </p>
      )}
      {answer.blocks.length > 0 && (
        <details className={styles.more}>
          <summary className={styles.moreToggle}>{assistantText.more}</summary>
          {answer.blocks.map((block) => (
            <div key={`${block.href}:${block.title}`} className={styles.moreBlock}>
              <p className={styles.quoteTitle}>{block.title}</p>
              <blockquote className={styles.quote}>{block.text}</blockquote>
            </div>
          ))}
        </details>
      )}
      {answer.enquiryHref && (
        <Link href={answer.enquiryHref} appearance={{ variant: 'default', size: 'sm' }} onPress={onLeave}>
          {answer.status === 'handover' ? assistantText.enquiryHandover : assistantText.enquiryUnknown}
        </Link>
      )}
    </div>
  );
}
