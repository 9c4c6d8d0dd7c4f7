// The body of a content page (issue 17: Impressum, Datenschutzerklärung, Reisebedingungen, FAQ,
// about, travel tips, landing pages …) inside the page frame, whose h1 is the page's title: an
// introduction, a table of contents with anchor links when the page has one, then the sections as
// h2 with paragraphs, lists, address lines, tables, questions and link cards — all texts resolved
// on the server (app/lib/content-document.server.ts) from the page's namespace and the brand.
import type { ContentBlock, ContentDocument } from '../../lib/content-document.server';
import { DirectoryBlock, ObjectsBlock } from './catalogue-blocks';
import { CmsContainer } from './cms-container';
import styles from './content-page.module.css';

function Block({ block }: { block: ContentBlock }) {
  if (block.kind === 'p') return <p>{block.text}</p>;
  if (block.kind === 'objects') return <ObjectsBlock block={block} />;
  if (block.kind === 'directory') return <DirectoryBlock block={block} />;
  if (block.kind === 'snippet')
    return (
      <p className={styles.notice} role="note" data-snippet={block.key}>
        {block.text}
      </p>
    );
  if (block.kind === 'notice')
    return (
      <p className={styles.notice} role="note">
        {block.text}
      </p>
    );
  if (block.kind === 'ul' || block.kind === 'ol') {
    const List = block.kind;
    return (
      <List className={styles.list}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    );
  }
  if (block.kind === 'faq')
    return (
      <div className={styles.faq}>
        {block.items.map((item) => (
          // Native disclosure: keyboard and screen readers work without script, and the answer
          // stays in the server HTML (crawlers, FAQPage JSON-LD matches what is on the page).
          <details key={item.id} id={item.id} className={styles.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    );
  if (block.kind === 'links')
    return (
      <ul className={styles.cards}>
        {block.items.map((item) => (
          <li key={item.href} className={styles.card}>
            <a href={item.href}>{item.label}</a>
            {item.text ? <p>{item.text}</p> : null}
          </li>
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

export function ContentPage({ doc }: { doc: ContentDocument }) {
  return (
    <div className={styles.page} data-content-page={doc.page}>
      {doc.cms ? <CmsContainer {...doc.cms} /> : null}
      {doc.lead ? <p className={styles.lead}>{doc.lead}</p> : null}
      {doc.tocLabel ? (
        <nav className={styles.toc} aria-labelledby="content-toc">
          <h2 id="content-toc" className={styles.tocTitle}>
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
      ) : null}
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
      {doc.updatedNote ? <p className={styles.updated}>{doc.updatedNote}</p> : null}
    </div>
  );
}
