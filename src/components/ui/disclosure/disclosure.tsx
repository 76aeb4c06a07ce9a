import type { ReactNode } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type Key,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icon/icons';
import * as styles from './disclosure.css';

export interface DisclosureProps {
  id: Key;
  title: ReactNode;
  children: ReactNode;
  /** The heading level of the title inside the page's outline. */
  level?: 2 | 3 | 4;
}

/** One collapsible question and answer (or any titled section). */
export function Disclosure({ id, title, children, level = 3 }: DisclosureProps) {
  return (
    <AriaDisclosure id={id} className={styles.item}>
      <Heading level={level} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          {title}
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelInner}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

/** A set of disclosures; by default one open at a time, and the open one can be closed. */
export function DisclosureGroup(props: Omit<AriaDisclosureGroupProps, 'className'>) {
  return <AriaDisclosureGroup {...props} className={styles.group} />;
}
