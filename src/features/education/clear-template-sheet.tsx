import {
  TEMPLATE_FIELDS,
  TEMPLATE_SECTIONS,
  type TemplateBlock,
  type TemplateSection,
} from './clear-template-content';
import * as styles from './clear-template-sheet.css';

function Block({ block }: { block: TemplateBlock }) {
  switch (block.kind) {
    case 'note':
      return <p className={styles.note}>{block.text}</p>;
    case 'prompts':
      return (
        <ol className={styles.prompts}>
          {block.items.map((prompt) => (
            <li key={prompt} className={styles.prompt}>
              {prompt}
            </li>
          ))}
        </ol>
      );
    case 'checks':
      return (
        <ul className={styles.checks}>
          {block.items.map((check) => (
            <li key={check} className={styles.check}>
              {check}
            </li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <table className={styles.table}>
          <caption className={styles.caption}>{block.caption}</caption>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col" className={styles.headCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((first, row) => (
              <tr key={row}>
                {block.columns.map((column, index) =>
                  index === 0 && first ? (
                    <th key={column} scope="row" className={styles.rowHead}>
                      {first}
                    </th>
                  ) : (
                    <td key={column} className={styles.cell} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

function Section({ section }: { section: TemplateSection }) {
  const id = `clear-${section.name.toLowerCase()}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <span className={styles.letter} aria-hidden="true">
        {section.letter}
      </span>
      <div className={styles.body}>
        <h3 id={id} className={styles.sectionTitle}>
          {section.name}: <span className={styles.focus}>{section.focus}</span>
        </h3>
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  );
}

/** The one-page CLEAR plan as a sheet to fill in, on screen or on paper. */
export function ClearTemplateSheet() {
  return (
    <article className={styles.sheet} aria-labelledby="clear-sheet-title">
      <header className={styles.header}>
        <p className={styles.brand}>Clear North</p>
        <h2 id="clear-sheet-title" className={styles.title}>
          The CLEAR plan
        </h2>
        <p className={styles.subtitle}>A one-page marketing plan for small businesses.</p>
        <dl className={styles.fields}>
          {TEMPLATE_FIELDS.map((field) => (
            <div key={field} className={styles.field}>
              <dt>{field}</dt>
              <dd className={styles.blank} />
            </div>
          ))}
        </dl>
      </header>
      {TEMPLATE_SECTIONS.map((section) => (
        <Section key={section.letter} section={section} />
      ))}
      <footer className={styles.footer}>
        Clear North · Minimalist digital marketing, Newcastle upon Tyne · hello@clearnorth.co.uk
      </footer>
    </article>
  );
}
