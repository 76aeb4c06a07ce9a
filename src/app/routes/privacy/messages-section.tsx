import { whatWeKeep } from '@/content/privacy';
import { PrivacyPoints } from './privacy-points';

/** What we keep when you write to us, subscribe or open an account: why we may, and for how long. */
export function MessagesSection() {
  return (
    <section aria-labelledby="your-messages">
      <h2 id="your-messages">{whatWeKeep.heading}</h2>
      <PrivacyPoints points={whatWeKeep.points} />
    </section>
  );
}
