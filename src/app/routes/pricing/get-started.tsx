import { Link } from '@/components/ui/link';
import { ArrowRightIcon } from '@/components/ui/icon';
import { chatTriggerProps } from '@/lib/chat-trigger';
import { paths } from '@/lib/paths';
import * as styles from './get-started.css';

interface Option {
  title: string;
  description: string;
  href: string;
  /** Opens the AI assistant; the link to the contact page remains for browsers without JavaScript. */
  chat?: boolean;
}

const options: Option[] = [
  {
    title: 'Book a Call',
    description: 'A free 15-minute discovery call to talk through your goals. No sales pitch, no obligation.',
    href: paths.book.href(),
  },
  {
    title: 'Send Message',
    description:
      'Tell us about your business and what you need, and we will reply with honest, practical advice.',
    href: paths.contact.href(),
  },
  {
    title: 'Quick Chat',
    description:
      'Ask our assistant about prices, timelines and how we work. It answers from this site, offline too, and hands over to a person whenever you like.',
    href: paths.contact.href(),
    chat: true,
  },
];

/** On the pricing page, three ways to take the next step. */
export function GetStarted() {
  return (
    <section className={styles.section} aria-labelledby="get-started">
      <h2 id="get-started" className={styles.title}>
        Ready to get started?
      </h2>
      <ul className={styles.options}>
        {options.map(({ title, description, href, chat }) => (
          <li key={title} className={styles.option}>
            <h3 className={styles.optionTitle}>
              <Link href={href} className={styles.link} {...(chat ? chatTriggerProps() : {})}>
                {title}
                <ArrowRightIcon className={styles.arrow} size={18} />
              </Link>
            </h3>
            <p className={styles.description}>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
