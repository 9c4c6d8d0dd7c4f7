// The facts of one office item (a booking, a transfer, a refund, an application, a rating, a
// statement line): a definition list of label and value, laid out by admin-pages.module.css.
import type { ReactNode } from 'react';
import styles from './admin-pages.module.css';

export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

interface FactProps {
  label: string;
  /** The value; a fact without one (null) is left out. */
  children: ReactNode;
  className?: string;
  /** "no" for values a browser must not translate (an IBAN). */
  translate?: 'no';
}

export function Fact({ label, children, className, translate }: FactProps) {
  if (children === null || children === undefined) return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className} translate={translate}>
        {children}
      </dd>
    </div>
  );
}
