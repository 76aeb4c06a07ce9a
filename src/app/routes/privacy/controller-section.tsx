import { agency } from '@/content/agency';
import { telHref } from '@/content/business';
import { site } from '@/content/site';

const { facts } = agency;
const postalAddress = facts.registeredOffice ?? facts.tradingAddress;

/** Who decides what happens to the data, and how to reach them: the first thing UK GDPR asks a notice to say. */
export function ControllerSection() {
  return (
    <section aria-labelledby="controller">
      <h2 id="controller">Who is responsible for your data</h2>
      <p>
        {`The controller of the personal data this site collects is ${agency.controllerName}${facts.legalName ? `, trading as ${site.name}` : ''}, ${postalAddress ?? site.locality}.`}
        {facts.companyNumber && ` Company number ${facts.companyNumber}.`}
        {facts.icoRegistration &&
          ` We are registered with the Information Commissioner's Office as a data controller, number ${facts.icoRegistration}.`}{' '}
        Write to us at <a href={`mailto:${site.email}`}>{site.email}</a>
        {postalAddress ? ', or by post to the address above' : ''}
        {facts.phone && (
          <>
            {', or call us on '}
            <a href={telHref(facts.phone)}>{facts.phone}</a>
          </>
        )}{' '}
        about anything on this page.
      </p>
    </section>
  );
}
