import { paths } from '@/lib/paths';
import * as styles from './privacy-note.css';

/** Beside a form's button: where a visitor reads what happens to what they send. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <a href={paths.privacy.href()} className={className ? `${styles.note} ${className}` : styles.note}>
      How we use your details
    </a>
  );
}
