// Key facts, amenities with icons and distances of an object (SPEC.md §3 Object).
import { DISTANCE_KINDS } from '#core/amenities';
import type { ObjectDetails, ObjectPageObject } from '../../lib/object-loader.server';
import { useT } from '../../i18n/provider';
import { formatCount, numberFormat } from '../../lib/format';
import { useLocale } from '../../lib/root-data';
import { AmenityIcon } from './amenity-icon';
import styles from './object-screen.module.css';

/** Metres as "450 m" below 1 km, else "3,2 km". */
function distanceText(metres: number, locale: string): string {
  if (metres < 1000) return `${formatCount(Math.round(metres / 10) * 10, locale)} m`;
  const km = numberFormat(locale, { maximumFractionDigits: 1 }).format(metres / 1000);
  return `${km} km`;
}

/** Shown by the object page's static details island (object-screen.tsx). */
export function ObjectFacts({
  object,
  details: { amenities, distances: metres },
}: {
  object: ObjectPageObject;
  details: Pick<ObjectDetails, 'amenities' | 'distances'>;
}) {
  const t = useT('catalogue');
  const locale = useLocale();
  const facts: [string, string][] = [
    [t('facts.type'), t(`search:card.type.${object.objectType}`)],
    [t('facts.persons'), t('facts.personsValue', { count: object.personsMax })],
    [t('facts.adults'), t('facts.adultsValue', { count: object.adultsMax })],
    [t('facts.bedrooms'), formatCount(object.countRoomsSleeping, locale)],
    [t('facts.bathrooms'), formatCount(object.countRoomsBath, locale)],
    [t('facts.rooms'), formatCount(object.countRooms, locale)],
    [t('facts.living'), t('facts.area', { value: formatCount(object.squaremeterLiving, locale) })],
  ];
  if (object.squaremeterComplete > object.squaremeterLiving) {
    facts.push([
      t('facts.plot'),
      t('facts.area', { value: formatCount(object.squaremeterComplete, locale) }),
    ]);
  }
  facts.push([
    t('facts.pets'),
    object.detailPetAllowed > 0
      ? object.detailPetSize
        ? t('facts.petsAllowedSize', {
            count: object.detailPetAllowed,
            // An unknown size code from the catalogue shows as itself.
            size: t(`facts.petSize.${object.detailPetSize}`, {
              defaultValue: object.detailPetSize,
            }),
          })
        : t('facts.petsAllowed', { count: object.detailPetAllowed })
      : t('facts.petsNo'),
  ]);
  const distances = DISTANCE_KINDS.filter((kind) => metres[kind] !== undefined);

  return (
    <>
      <section className={styles.section} aria-labelledby="object-facts">
        <h2 id="object-facts" className={styles.heading}>
          {t('facts.heading')}
        </h2>
        <dl className={styles.facts} data-testid="object-facts">
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {amenities.length > 0 ? (
        <section className={styles.section} aria-labelledby="object-amenities">
          <h2 id="object-amenities" className={styles.heading}>
            {t('amenities.heading')}
          </h2>
          <ul className={styles.amenities}>
            {amenities.map((amenity) => (
              <li key={amenity}>
                <AmenityIcon amenity={amenity} className={styles.amenityIcon} />
                {t(`search:amenity.${amenity}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {distances.length > 0 ? (
        <section className={styles.section} aria-labelledby="object-distances">
          <h2 id="object-distances" className={styles.heading}>
            {t('distances.heading')}
          </h2>
          <dl className={styles.facts}>
            {distances.map((kind) => (
              <div key={kind} className={styles.fact}>
                <dt>{t(`distances.${kind}`)}</dt>
                <dd>{distanceText(metres[kind] ?? 0, locale)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}
