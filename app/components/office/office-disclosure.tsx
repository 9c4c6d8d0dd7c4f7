// The header's contact entry (SPEC.md §2): a disclosure that opens the office contact widget as a
// pop-over. A <details> element, so it opens without JavaScript too (keyboard: Enter or Space on
// its summary); with JavaScript, Escape and a click outside close it and focus returns to the
// summary, and the widget loads its staff and times when first opened.
import { useEffect, useRef, useState } from 'react';
import type { OfficeContext } from '#core/office';
import { useT } from '../../i18n/provider';
import { useRootData } from '../../lib/root-data';
import { OfficeContact } from './office-contact';
import styles from './office-disclosure.module.css';

export function OfficeDisclosure({ context = 'default' }: { context?: OfficeContext }) {
  const t = useT('office');
  const contact = useRootData()?.shell.contact;
  const [open, setOpen] = useState(false);
  // Loaded once opened; it stays loaded (and refreshes after its expiry) while the page lives.
  const [wanted, setWanted] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (details.current && !details.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <details
      ref={details}
      className={styles.disclosure}
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open;
        setOpen(isOpen);
        if (isOpen) setWanted(true);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          summary.current?.focus();
        }
      }}
      data-testid="office-disclosure"
    >
      <summary ref={summary} className={styles.summary}>
        <span className={styles.label}>{t('widget.heading')}</span>
        <span className={styles.number}>{contact?.phoneDisplay}</span>
      </summary>
      <div className={styles.panel}>
        <OfficeContact context={context} active={wanted} variant="popover" />
      </div>
    </details>
  );
}
