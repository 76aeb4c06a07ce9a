import { Section } from '@/components/section';
import { approachExamples } from '@/content/home';
import * as styles from './approach-section.css';

/** The approach, shown through three before-and-after examples. */
export function ApproachSection() {
  return (
    <Section
      headingId="approach-title"
      eyebrow="Our approach"
      title="Say one clear thing, then prove it"
      lead="Most marketing gets better when something is taken away. Three examples from our everyday work:"
    >
      <ul className={styles.grid}>
        {approachExamples.map((example) => (
          <li key={example.title} className={styles.card}>
            <p className={styles.label}>{example.label}</p>
            <h3 className={styles.title}>{example.title}</h3>
            <p className={styles.text}>{example.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
