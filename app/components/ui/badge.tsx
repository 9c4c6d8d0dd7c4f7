import type { ReactNode } from 'react';
import type { BadgeVariant } from '#services/search/types';
import styles from './badge.module.css';

/** A small label in one of SPEC.md §3's badge variants. */
export function Badge({ variant, children }: { variant: BadgeVariant; children: ReactNode }) {
  return (
    <span className={styles.badge} data-variant={variant}>
      {children}
    </span>
  );
}
