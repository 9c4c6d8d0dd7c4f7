// A page's published CMS container (issue 18, docs/editing.md "CMS containers"): HTML that was
// sanitised when it was saved (core/cms.ts) and rendered on the server when it was published, so
// it is inserted as it is — visitors load no editor code. Editors (admin.cms) also get a link to
// the CMS playground preselected on this container.
import styles from './cms-container.module.css';

export function CmsContainer({
  intro,
  editHref,
  editLabel,
}: {
  intro: string | null;
  editHref: string | null;
  editLabel?: string | null;
}) {
  return (
    <>
      {intro !== null ? (
        <div
          className={styles.container}
          data-cms-container="intro"
          // Sanitised on save and rendered by the server's static renderer (services/backoffice).
          dangerouslySetInnerHTML={{ __html: intro }}
        />
      ) : null}
      {editHref !== null && editLabel ? (
        <p className={styles.edit}>
          <a href={editHref} data-testid="cms-edit-link">
            {editLabel}
          </a>
        </p>
      ) : null}
    </>
  );
}
