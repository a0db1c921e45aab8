import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type Key,
} from 'react-aria-components/DisclosureGroup';
import * as styles from './Accordion.css.ts';
import { cx } from './cx.ts';
import { ChevronDownIcon } from './icons.tsx';

export interface AccordionItem {
  id: Key;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps
  extends Omit<DisclosureGroupProps, 'children' | 'className' | 'style' | 'allowsMultipleExpanded'> {
  items: readonly AccordionItem[];
  /** Level of the heading around each trigger. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

function Trigger({ children }: { children: ReactNode }) {
  return (
    <Button slot="trigger" className={styles.trigger}>
      {children}
      <span className={styles.chevron} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </Button>
  );
}

/** Single-open, collapsible accordion (RAC DisclosureGroup): opening an item closes the other; pressing it again collapses it. */
export function Accordion({ items, headingLevel = 3, className, ...props }: AccordionProps) {
  return (
    <DisclosureGroup {...props} className={cx(styles.group, className)}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Trigger>{item.title}</Trigger>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.content}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
