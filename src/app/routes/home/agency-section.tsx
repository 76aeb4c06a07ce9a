import { NumberedList } from '@/components/numbered-list';
import { Section, SectionRow } from '@/components/section';
import { TagList } from '@/components/tag-list';
import {
  agencyIntro,
  areasServed,
  expertiseKeywords,
  industriesServed,
  reasons,
  serviceBlocks,
} from '@/content/home';
import * as styles from './agency-section.css';

function ColumnList({ items, labelledBy }: { items: readonly string[]; labelledBy: string }) {
  return (
    <ul className={styles.columns} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item} className={styles.columnItem}>
          {item}
        </li>
      ))}
    </ul>
  );
}

function Details() {
  return (
    <div className={styles.rows}>
      <SectionRow title="How we help">
        <div className={styles.serviceBlocks}>
          {serviceBlocks.map((block) => (
            <div key={block.title} className={styles.serviceBlock}>
              <h4 className={styles.serviceTitle}>{block.title}</h4>
              <p className={styles.muted}>{block.text}</p>
            </div>
          ))}
        </div>
      </SectionRow>
      <SectionRow headingId="areas-title" title="Areas we serve">
        <ColumnList items={areasServed} labelledBy="areas-title" />
      </SectionRow>
      <SectionRow headingId="industries-title" title="Industries we work with">
        <ColumnList items={industriesServed} labelledBy="industries-title" />
      </SectionRow>
      <SectionRow headingId="expertise-title" title="Our expertise">
        <TagList items={expertiseKeywords} labelledBy="expertise-title" />
      </SectionRow>
      <SectionRow title="Why choose Clear North">
        <NumberedList items={reasons} level={4} />
      </SectionRow>
    </div>
  );
}

/**
 * The long text section, with the agency intro, four service blocks, fifteen areas,
 * fifteen industries, twenty expertise keywords and three reasons to choose us.
 */
export function AgencySection() {
  return (
    <Section
      headingId="agency-title"
      eyebrow="About Clear North"
      title={agencyIntro.heading}
      layout="split"
      after={<Details />}
    >
      <div className={styles.prose}>
        {agencyIntro.paragraphs.map((paragraph, index) => (
          <p key={paragraph.slice(0, 40)} className={index === 0 ? styles.opening : undefined}>
            {paragraph}
          </p>
        ))}
      </div>
    </Section>
  );
}
