import { Disclosure, DisclosureGroup } from '@/components/ui/disclosure';
import type { FaqItem } from '@/content/types';

export interface FaqListProps {
  items: readonly FaqItem[];
  /** Prefix for the items' keys, so two lists on one page stay distinct. */
  idPrefix: string;
}

/** Questions that open one at a time; the open one closes again when pressed (spec §2). */
export function FaqList({ items, idPrefix }: FaqListProps) {
  return (
    <DisclosureGroup>
      {items.map((item, index) => (
        <Disclosure key={item.question} id={`${idPrefix}-${index}`} title={item.question}>
          <p>{item.answer}</p>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
