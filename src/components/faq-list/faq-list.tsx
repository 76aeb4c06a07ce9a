import { Disclosure, DisclosureGroup } from '@/components/ui/disclosure';
import type { FaqItem } from '@/content/types';

export interface FaqListProps {
  items: readonly FaqItem[];
  /** Names the list's group, so two lists on one page open independently. */
  idPrefix: string;
}

/** Questions that open one at a time; the open one closes again when pressed. */
export function FaqList({ items, idPrefix }: FaqListProps) {
  return (
    <DisclosureGroup>
      {items.map((item) => (
        <Disclosure key={item.question} title={item.question} group={idPrefix}>
          <p>{item.answer}</p>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
