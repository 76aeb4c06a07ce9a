import type { ReactNode } from 'react';
import { agency } from '@/content/agency';
import { businessDetails } from '@/content/business';
import { contactInfo, whyContact } from '@/content/contact';
import * as styles from './contact-boxes.css';

export function WhyContactBox() {
  return (
    <section className={styles.box} aria-labelledby="why-contact">
      <h2 id="why-contact" className={styles.title}>
        {whyContact.heading}
      </h2>
      <ul className={styles.points}>
        {whyContact.points.map((point) => (
          <li key={point} className={styles.point}>
            {point}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ContactInfoBox() {
  const rows: Array<[label: string, value: ReactNode]> = [
    ['Business name', contactInfo.businessName],
    ['Email', <a href={`mailto:${contactInfo.email}`}>{contactInfo.email}</a>],
    // The phone, the address and who the company is, as far as the agency has said.
    ...businessDetails(agency.facts).map((detail): [string, ReactNode] => [
      detail.label,
      detail.href ? <a href={detail.href}>{detail.text}</a> : detail.text,
    ]),
    ['Location', contactInfo.location],
    ['Service areas', contactInfo.serviceAreas],
    ['Hours', contactInfo.hours],
    ['Services', contactInfo.services],
    ['Specialisation', contactInfo.specialisation],
  ];
  return (
    <section className={styles.box} aria-labelledby="contact-information">
      <h2 id="contact-information" className={styles.title}>
        Contact Information
      </h2>
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
