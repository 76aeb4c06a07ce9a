import { agency } from '@/content/agency';
import { NEUTRAL_NAME } from '@/content/agency-settings';
import { site } from '@/content/site';

/** Who decides what happens to the data, and how to reach them: the first thing UK GDPR asks a notice to say. */
export function ControllerSection() {
  return (
    <section aria-labelledby="controller">
      <h2 id="controller">Who is responsible for your data</h2>
      <p>
        The controller of the personal data this site collects is {agency.legalName}
        {agency.legalName === NEUTRAL_NAME ? '' : `, trading as ${site.name}`},{' '}
        {agency.postalAddress ?? site.locality}. Write to us at{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>
        {agency.postalAddress ? ', or by post to the address above' : ''} about anything on this page.
      </p>
    </section>
  );
}
