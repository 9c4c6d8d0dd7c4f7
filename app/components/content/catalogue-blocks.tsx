// The catalogue's blocks of a content page (issue 17 landing pages and /reiseziele/): a row of
// holiday homes as compact cards (photo, place, name, rating, price as the search card quotes it)
// with a link into the whole pre-filtered search, and a directory of link groups with counts (a
// native disclosure per country: readable on a phone, every link in the server HTML). Every text
// arrives finished from the server (app/lib/content-document.server.ts).
import type { ContentBlock } from '../../lib/content-document.server';
import { CardPhoto } from '../ui/card-photo';
import styles from './catalogue-blocks.module.css';

// Two columns on a phone (~165 px each), three in the content column on wider screens.
const PHOTO_SIZES = '(min-width: 576px) 220px, 50vw';

export function ObjectsBlock({ block }: { block: Extract<ContentBlock, { kind: 'objects' }> }) {
  return (
    <div className={styles.objects}>
      {block.items.length === 0 ? (
        <p>{block.empty}</p>
      ) : (
        <ul className={styles.grid}>
          {block.items.map((item) => (
            <li
              key={item.objectNumber}
              className={styles.card}
              data-object-number={item.objectNumber}
            >
              <div className={styles.media}>
                <CardPhoto
                  image={item.image ?? undefined}
                  sizes={PHOTO_SIZES}
                  className={styles.photo}
                />
              </div>
              <div className={styles.body}>
                <p className={styles.place}>{item.place}</p>
                <h3 className={styles.title}>
                  <a className={styles.link} href={item.href}>
                    {item.title}
                  </a>
                </h3>
                <p className={styles.facts}>{item.facts}</p>
                {item.rating ? (
                  <p className={styles.rating}>
                    <span aria-hidden="true" className={styles.star}>
                      ★
                    </span>{' '}
                    <span className="visually-hidden">{item.rating.label}</span>
                    <span aria-hidden="true">
                      {item.rating.value} ({item.rating.count})
                    </span>
                  </p>
                ) : null}
                {item.price ? (
                  <p className={styles.price}>
                    <strong>{item.price.amount}</strong> <span>{item.price.period}</span>
                  </p>
                ) : (
                  <p className={styles.price}>{item.noPrice}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {block.more ? (
        <p className={styles.more}>
          <a href={block.more.href}>{block.more.label}</a>
        </p>
      ) : null}
    </div>
  );
}

export function DirectoryBlock({ block }: { block: Extract<ContentBlock, { kind: 'directory' }> }) {
  return (
    <div className={styles.directory}>
      {block.groups.map((group) => (
        <details key={group.id} id={group.id} className={styles.group}>
          <summary>
            <span className={styles.groupName}>{group.label}</span>{' '}
            <span className={styles.count}>{group.count}</span>
          </summary>
          <p className={styles.all}>
            <a href={group.all.href}>{group.all.label}</a>
          </p>
          <ul className={styles.entries}>
            {group.entries.map((entry) => (
              <li key={entry.href} className={styles.entry}>
                <a className={styles.entryLink} href={entry.href}>
                  {entry.label}
                </a>{' '}
                <span className={styles.count}>{entry.count}</span>
                {entry.links.length > 0 ? (
                  <ul className={styles.places}>
                    {entry.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.label}</a>{' '}
                        <span className={styles.count}>{link.count}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}
