import { Link } from '@/components/ui/link';
import { paths } from '@/lib/paths';
import * as styles from './case-study-lessons.css';

const lessons = [
  {
    title: 'One idea at a time',
    text: 'Every brand here is known for a single, plain promise. They say less than their competitors, and people remember more of it.',
  },
  {
    title: 'Fewer channels, done properly',
    text: 'None of them tried to be everywhere at once. They picked the places their customers already were and kept showing up there.',
  },
  {
    title: 'Proof over promises',
    text: 'Real customers, real results and honest pricing do the persuading. Loud claims and false urgency are missing from every example.',
  },
];

/** Static copy after the results: what a small business can take from the examples. */
export function CaseStudyLessons() {
  return (
    <section className={styles.section} aria-labelledby="what-they-teach">
      <div className={styles.intro}>
        <h2 id="what-they-teach" className={styles.heading}>
          What these examples teach
        </h2>
        <p className={styles.lead}>
          You don't need a global budget to market like this. The habits behind these brands cost nothing but
          discipline, and they suit a ten-person business in Gateshead as well as a household name.
        </p>
      </div>
      <ol className={styles.list}>
        {lessons.map((lesson) => (
          <li key={lesson.title} className={styles.item}>
            <h3 className={styles.itemTitle}>{lesson.title}</h3>
            <p>{lesson.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.close}>
        <p className={styles.closeText}>
          Want to know which of these habits would make the biggest difference to your business? We'll look at
          your marketing and tell you plainly.
        </p>
        <Link href={paths.contact.href()} appearance={{ variant: 'outline' }}>
          Talk to us
        </Link>
      </div>
    </section>
  );
}
