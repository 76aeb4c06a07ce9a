import { commonQuestions } from '@/content/pricing';
import * as styles from './common-questions.css';

/** The policies, stated plainly: cancellation, refunds, when results arrive, what happens next. */
export function CommonQuestions() {
  return (
    <section className={styles.section} aria-labelledby="common-questions">
      <h2 id="common-questions" className={styles.title}>
        Common Questions
      </h2>
      <div className={styles.list}>
        {commonQuestions.map((item) => (
          <div key={item.question} className={styles.item}>
            <h3 className={styles.question}>{item.question}</h3>
            <p className={styles.answer}>{item.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
