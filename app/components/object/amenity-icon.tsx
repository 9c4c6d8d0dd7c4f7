// Line icons of the 16 amenities (24 px grid, stroke in the text colour). Decorative: the label
// beside each icon says what it is.
import type { Amenity } from '#core/amenities';

const PATHS: Record<Amenity, string> = {
  swimmingpool:
    'M2 17c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M2 21c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 14V5a2 2 0 0 1 4 0M16 14V5a2 2 0 0 0-4 0M8 8h8M8 11h8',
  internet: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  terrace: 'M3 10h18L12 4 3 10ZM12 10v10M7 20h10M5 14h14',
  parking: 'M5 3h14v18H5zM10 17V7h3.5a3 3 0 0 1 0 6H10',
  tv: 'M3 6h18v11H3zM8 21h8M12 17v4',
  dishwasher: 'M4 3h16v18H4zM4 8h16M7 5.5h.01M10 5.5h.01M9 14a3 3 0 1 0 6 0 3 3 0 1 0-6 0',
  washingmachine: 'M4 3h16v18H4zM4 7h16M7 5h.01M7.5 14a4.5 4.5 0 1 0 9 0 4.5 4.5 0 1 0-9 0',
  nonsmoking: 'M3 3l18 18M3 15h11M18 15h3v3h-3M3 15v3h14M17 5a3 3 0 0 1 0 6M20 5a6 6 0 0 1 0 6',
  sauna: 'M3 20h18M5 20V10l7-6 7 6v10M9 16c0-2 2-2 2-4M13 16c0-2 2-2 2-4',
  grill: 'M4 9h16a8 8 0 0 1-16 0ZM8 17l-2 4M16 17l2 4M12 17v4M9 3c0 2 2 2 2 4M13 3c0 2 2 2 2 4',
  airconditioning: 'M12 2v20M4.5 6.5l15 11M19.5 6.5l-15 11M9 4l3 2 3-2M9 20l3-2 3 2',
  whirlpool:
    'M3 13h18v3a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4zM7 10a1 1 0 1 0 2 0M11 8a1 1 0 1 0 2 0M15 10a1 1 0 1 0 2 0',
  fireplace:
    'M3 21V5h18v16M3 9h18M12 20c-2.5 0-3.5-1.5-3.5-3 0-2 2-2.5 2-5 2 1 4.5 3 4.5 5 0 1.5-1 3-3 3Z',
  fishing: 'M4 20c0-8 6-14 14-16M18 4v9a3 3 0 1 1-6 0M18 4l2 2',
  boatrentalservice: 'M3 16h18l-3 4H6zM12 3v13M12 4l6 9h-6',
  seaview:
    'M2 16c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M2 20c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M12 5a4 4 0 0 0-4 4h8a4 4 0 0 0-4-4ZM12 1v1.5M5 6l1 1M19 6l-1 1',
};

/**
 * The stroke (none fill, currentColor, 1.6, round caps and joins) comes from `className`
 * (object-screen.module.css `.amenityIcon`): one class instead of five attributes on each of the
 * object page's icons (issue 12).
 */
export function AmenityIcon({ amenity, className }: { amenity: Amenity; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[amenity]} />
    </svg>
  );
}
