import { agency } from '@/content/agency';
import { processorsText } from '@/content/privacy';

/** Who handles personal data on our behalf: UK GDPR asks a notice to name its recipients. */
export function ProcessorsSection() {
  return (
    <section aria-labelledby="processors">
      <h2 id="processors">Who handles your data for us</h2>
      <p>{processorsText(agency.facts.processors)}</p>
    </section>
  );
}
