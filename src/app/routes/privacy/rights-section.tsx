import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { paths } from '@/lib/paths';

/** The rights UK GDPR gives every visitor, and where to complain. */
export function RightsSection() {
  return (
    <section aria-labelledby="your-rights">
      <h2 id="your-rights">Your rights</h2>
      <p>Under UK data protection law you have the right to:</p>
      <ul>
        <li>see what we hold about you and get a copy (access);</li>
        <li>have it corrected if it is wrong (rectification);</li>
        <li>have it deleted (erasure);</li>
        <li>have us stop using it while a question about it is settled (restriction);</li>
        <li>object to our using it on the basis of our legitimate interests (objection);</li>
        <li>receive what you gave us in a common, machine-readable form (portability);</li>
        <li>withdraw your consent at any time, without affecting what we did before.</li>
      </ul>
      <p>
        Write to <a href={`mailto:${site.email}`}>{site.email}</a>, or use our{' '}
        <Link href={paths.contact.href()}>contact form</Link>; we answer within one month. If you are unhappy
        with how we handle your data, you can complain to the Information Commissioner's Office (ICO) at{' '}
        <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>.
      </p>
    </section>
  );
}
