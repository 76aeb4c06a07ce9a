import { agency } from '@/content/agency';

const { mail, hosting } = agency.facts.processors;

/** Who handles personal data on our behalf: UK GDPR asks a notice to name its recipients. */
export function ProcessorsSection() {
  return (
    <section aria-labelledby="processors">
      <h2 id="processors">Who handles your data for us</h2>
      <p>
        {`Two services handle your data on our behalf, only on our instructions and under a contract with us: ${mail ?? 'our mail provider'}, which delivers the emails we send, and ${hosting ?? 'our hosting provider'}, whose servers run this site and keep what it stores. We sell nothing about you and share it with no one else.`}
      </p>
    </section>
  );
}
