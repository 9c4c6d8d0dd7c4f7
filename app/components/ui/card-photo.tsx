import type { ResultImage } from '#services/search/types';

/** A watch-list or mini card's photo: lazy, its srcset chosen by the card's slot (`sizes`). */
export function CardPhoto({
  image,
  sizes,
  className,
}: {
  image: ResultImage | undefined;
  sizes: string;
  className?: string | undefined;
}) {
  if (image === undefined) return null;
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt=""
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
    />
  );
}
