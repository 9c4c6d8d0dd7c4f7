// The object's photos (SPEC.md §9: gallery layout grid): up to five in a grid — the first one
// large and loaded with high priority for LCP, the rest lazily — and a full-screen viewer (native
// modal <dialog>: focus stays inside, the background is inert) with ←/→/Home/End, Escape and
// swipes of 50 px. Focus returns to the photo that opened it.
import { useCallback, useEffect, useRef, useState, type TouchEvent } from 'react';
import { galleryPhotoUrls } from '#services/media/types';
import { useT } from '../../i18n/provider';
import { keyAction, moveIndex, swipeAction } from './gallery-nav';
import styles from './gallery.module.css';

const GRID_COUNT = 5;

/**
 * A photo of the gallery as the object page's loader data carries it: its position and photo id.
 * The URLs are made here (galleryPhotoUrls, as the object service makes them), not sent per photo.
 */
export interface GalleryPhoto {
  no: number;
  photoId: string;
}
// Slot widths of the grid (gallery.module.css): the large photo is half the container from 768 px.
const LARGE_SIZES = '(min-width: 1300px) 650px, (min-width: 768px) 50vw, 100vw';
const SMALL_SIZES = '(min-width: 1300px) 325px, (min-width: 768px) 25vw, 50vw';

function Photo({
  image: { photoId },
  sizes,
  priority,
  alt,
  className,
}: {
  image: GalleryPhoto;
  sizes: string;
  priority: boolean;
  alt: string;
  className?: string;
}) {
  const image = galleryPhotoUrls(photoId);
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet} sizes={sizes} />
      <img
        className={className}
        src={image.src}
        alt={alt}
        width={640}
        height={480}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}

export function Gallery({ images, title }: { images: readonly GalleryPhoto[]; title: string }) {
  const t = useT('catalogue');
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;

  const open = useCallback((at: number, from: HTMLElement) => {
    opener.current = from;
    setIndex(at);
  }, []);
  const close = useCallback(() => setIndex(null), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [index]);

  if (count === 0) return null;
  const alt = (i: number) => t('gallery.photoAlt', { title, number: i + 1, count });
  const shown = index === null ? undefined : images[index];
  const current = shown === undefined ? null : galleryPhotoUrls(shown.photoId);

  const act = (action: ReturnType<typeof keyAction>) => {
    if (action === null) return false;
    if (action === 'close') close();
    else setIndex((i) => moveIndex(i ?? 0, action, count));
    return true;
  };

  return (
    <section className={styles.gallery} aria-label={t('gallery.label')}>
      <ul className={styles.grid} data-count={Math.min(count, GRID_COUNT)}>
        {images.slice(0, GRID_COUNT).map((image, i) => (
          <li key={image.no} className={i === 0 ? styles.large : styles.small}>
            <button
              type="button"
              className={styles.open}
              onClick={(event) => open(i, event.currentTarget)}
              aria-label={t('gallery.open', { number: i + 1, count })}
              data-testid={`gallery-photo-${i}`}
            >
              <Photo
                image={image}
                sizes={i === 0 ? LARGE_SIZES : SMALL_SIZES}
                priority={i === 0}
                alt={alt(i)}
                className={styles.photo}
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.all}
        onClick={(event) => open(0, event.currentTarget)}
        data-testid="gallery-all"
      >
        {t('gallery.showAll', { count })}
      </button>

      <dialog
        ref={dialog}
        className={styles.viewer}
        aria-label={t('gallery.viewerLabel', { title })}
        data-testid="gallery-viewer"
        onCancel={(event) => {
          // Escape: close through state, so focus goes back to the opener.
          event.preventDefault();
          close();
        }}
        onKeyDown={(event) => {
          if (act(keyAction(event.key))) event.preventDefault();
        }}
        onTouchStart={(event: TouchEvent) => {
          const point = event.touches[0];
          touch.current = point ? { x: point.clientX, y: point.clientY } : null;
        }}
        onTouchEnd={(event: TouchEvent) => {
          const start = touch.current;
          const point = event.changedTouches[0];
          touch.current = null;
          if (start && point) act(swipeAction(point.clientX - start.x, point.clientY - start.y));
        }}
      >
        {current && index !== null ? (
          <div className={styles.stage}>
            <p className={styles.counter} aria-live="polite" data-testid="gallery-counter">
              {t('gallery.counter', { number: index + 1, count })}
            </p>
            <button type="button" className={styles.close} onClick={close} autoFocus>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t('gallery.close')}</span>
            </button>
            <figure className={styles.figure}>
              <picture>
                <source type="image/avif" srcSet={current.avifSrcSet} sizes="100vw" />
                <source type="image/webp" srcSet={current.srcSet} sizes="100vw" />
                <img
                  className={styles.full}
                  src={current.large}
                  alt={alt(index)}
                  width={1440}
                  height={1080}
                  data-testid="gallery-full"
                  data-index={index}
                />
              </picture>
            </figure>
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={`${styles.nav} ${styles.previous}`}
                  onClick={() => act('previous')}
                  aria-label={t('gallery.previous')}
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  className={`${styles.nav} ${styles.next}`}
                  onClick={() => act('next')}
                  aria-label={t('gallery.next')}
                >
                  <span aria-hidden="true">›</span>
                </button>
              </>
            ) : null}
          </div>
        ) : null}
      </dialog>
    </section>
  );
}
