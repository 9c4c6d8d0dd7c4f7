// The body of a legal page (issue 17: Impressum, Datenschutzerklärung, Reisebedingungen) inside
// the page frame, whose h1 is the page's title: a table of contents with anchor links, then the
// sections as h2 with paragraphs, lists, address lines and tables — all texts resolved on the
// server (app/lib/legal-content.server.ts) from the `legal` namespace and the operator brand.
import type { LegalBlock, LegalDocument } from '../../lib/legal-content.server';
import styles from './legal-page.module.css';

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'p') return <p>{block.text}</p>;
  if (block.kind === 'ul')
    return (
      <ul className={styles.list}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if (block.kind === 'lines')
    return (
      <address className={styles.lines}>
        {block.lines.map((line, i) => (
          <span key={i} className={styles.line}>
            {line.label ? <span className={styles.label}>{line.label}: </span> : null}
            {line.href ? <a href={line.href}>{line.value}</a> : line.value}
          </span>
        ))}
      </address>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i} data-label={block.head[i]}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className={styles.page} data-legal={doc.view}>
      <nav className={styles.toc} aria-labelledby="legal-toc">
        <h2 id="legal-toc" className={styles.tocTitle}>
          {doc.tocLabel}
        </h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-h`}
          className={styles.section}
        >
          <h2 id={`${section.id}-h`}>{section.heading}</h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
      <p className={styles.updated}>{doc.updatedNote}</p>
    </div>
  );
}
