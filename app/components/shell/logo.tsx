// The operator's logo (core/branding.ts logo): its own image when the brand names one (a path on
// this site, checked when the brand is set), else the drawn mark in the brand's primary colour
// (`currentColor` from the --color-primary token, which the brand sets at run time).
import { useBrand } from '../../lib/root-data';

export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path d="M6 16 16 7l10 9v9a1 1 0 0 1-1 1h-6v-7h-6v7H7a1 1 0 0 1-1-1z" fill="#fff" />
      <circle cx="23" cy="9" r="2.5" fill="#f2b54a" />
    </svg>
  );
}

/** The brand's logo image, or the mark; decorative (the brand's name is written beside it). */
export function BrandLogo({ size = 32, className }: { size?: number; className?: string }) {
  const image = useBrand()?.logoImagePath;
  if (!image) return <LogoMark size={size} className={className} />;
  return <img src={image} alt="" height={size} className={className} style={{ width: 'auto' }} />;
}
