import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/provider';
import styles from './filter-drawer.module.css';

/** Where the filter panel stops being a drawer and becomes a sidebar (SPEC.md §9 lg). */
export const SIDEBAR_QUERY = '(min-width: 992px)';

interface Props {
  open: boolean;
  onClose(): void;
  heading: ReactNode;
  headingId: string;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The filter panel's frame: a sidebar from 992 px, below that a modal drawer opened by the
 * "Filter" button — focus moves in and is kept inside, Escape closes, the page does not scroll
 * behind it.
 */
export function FilterDrawer({ open, onClose, heading, headingId, footer, children }: Props) {
  const t = useT('search');
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const element = panel.current;
    if (!element) return;
    const wide = window.matchMedia(SIDEBAR_QUERY);
    // Growing into the sidebar layout while open: nothing is modal any more.
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide.addEventListener('change', onWide);
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [
        ...element.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]',
        ),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      document.body.style.overflow = overflow;
    };
  }, [open, onClose]);

  return (
    // A labelled section: a region landmark as the sidebar, allowed to take the dialog role.
    <section
      ref={panel}
      className={styles.drawer}
      data-open={open ? '' : undefined}
      aria-labelledby={headingId}
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
    >
      <div className={styles.header}>
        {heading}
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t('filters.close')}
          data-autofocus
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>{footer}</div>
    </section>
  );
}
