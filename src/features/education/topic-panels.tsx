import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { EducationItem } from '@/content/types';
import { paths } from '@/lib/paths';
import { visuallyHidden } from '@/styles/utilities.css';
import { DownloadIcon, ExternalIcon } from '@/components/ui/icon';
import { EducationItemCard, ItemLink } from './education-item-card';
import * as cards from './education-item-card.css';
import * as styles from './education-panels.css';
import { isExternalTool, toolHref } from './tool-links';
import { trackedDownload } from './track-download';

function TopicPanel({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <div className={styles.panel}>
      <div className={styles.heading}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.lead}>{lead}</p>
      </div>
      <ul className={cards.grid}>{children}</ul>
    </div>
  );
}

/** A button-styled link to the item's printable version ('Download', 'Full Report'). */
function DownloadLink({ item, label, source }: { item: EducationItem; label: string; source: string }) {
  if (!item.downloadUrl) return null;
  const url = item.downloadUrl;
  return (
    <Link href={url} appearance={{ variant: 'outline', size: 'sm' }} {...trackedDownload(url, source)}>
      <DownloadIcon size={16} />
      {label}
      <span className={visuallyHidden}>: {item.title}</span>
    </Link>
  );
}

/** Framework items with an optional 'Download' and a 'Learn More' link. */
export function FrameworksPanel({ items }: { items: readonly EducationItem[] }) {
  return (
    <TopicPanel
      title="Frameworks to plan with"
      lead="Step-by-step methods that turn good intentions into a plan you can follow this month."
    >
      {items
        .filter((item) => item.type === 'framework')
        .map((item) => (
          <EducationItemCard key={item.title} item={item}>
            <DownloadLink item={item} label="Download" source="education_frameworks" />
            <ItemLink href={paths.article.href(item.slug)} label="Learn More" item={item} />
          </EducationItemCard>
        ))}
    </TopicPanel>
  );
}

/** Research and whitepapers, with an optional 'Full Report' and a 'Read Study' link. */
export function ResearchPanel({ items }: { items: readonly EducationItem[] }) {
  return (
    <TopicPanel
      title="Research and whitepapers"
      lead="What the evidence says about attention, choice and trust, and what it means for your pages."
    >
      {[
        ...items.filter((item) => item.type === 'research'),
        ...items.filter((item) => item.type === 'whitepaper'),
      ].map((item) => (
        <EducationItemCard key={item.title} item={item}>
          <DownloadLink item={item} label="Full Report" source="education_research" />
          <ItemLink href={paths.article.href(item.slug)} label="Read Study" item={item} />
        </EducationItemCard>
      ))}
    </TopicPanel>
  );
}

/** Tool guides with a 'Use Tool' link to the tool each is about, and the guide itself. */
export function ToolsPanel({ items }: { items: readonly EducationItem[] }) {
  return (
    <TopicPanel
      title="Tools and guides"
      lead="Practical set-ups and calculators. Most take an hour or less, and none needs a paid subscription."
    >
      {items
        .filter((item) => item.type === 'tool-guide')
        .map((item) => {
          const tool = toolHref(item);
          return (
            <EducationItemCard key={item.title} item={item}>
              {tool && <ToolLink href={tool} item={item} />}
              <ItemLink href={paths.article.href(item.slug)} label="Read the Guide" item={item} />
            </EducationItemCard>
          );
        })}
    </TopicPanel>
  );
}

function ToolLink({ href, item }: { href: string; item: EducationItem }) {
  if (!isExternalTool(href)) {
    return (
      <Link href={href} appearance={{ size: 'sm' }}>
        Use Tool
        <span className={visuallyHidden}>: {item.title}</span>
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" appearance={{ size: 'sm' }}>
      Use Tool
      <span className={visuallyHidden}>: {item.title} (opens in a new tab)</span>
      <ExternalIcon size={16} />
    </Link>
  );
}
