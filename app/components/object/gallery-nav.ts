// Pure rules of the full-screen photo viewer: keys, swipes and wrapping. Kept apart from the
// component so they are tested without a browser.

/** SPEC.md §9: a swipe counts from 50 px of horizontal movement. */
export const SWIPE_TOLERANCE_PX = 50;

export type ViewerAction = 'previous' | 'next' | 'close' | 'first' | 'last' | null;

/** The viewer's keyboard: arrows move, Home/End jump, Escape closes. */
export function keyAction(key: string): ViewerAction {
  switch (key) {
    case 'ArrowLeft':
      return 'previous';
    case 'ArrowRight':
      return 'next';
    case 'Escape':
    case 'Esc':
      return 'close';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * A finished touch movement as a viewer action: mostly horizontal and at least the tolerance
 * long; a swipe to the left shows the next photo. Vertical movements (scrolling) are no swipe.
 */
export function swipeAction(
  dx: number,
  dy: number,
  tolerance: number = SWIPE_TOLERANCE_PX,
): ViewerAction {
  if (Math.abs(dx) < tolerance || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The photo index after an action, wrapping around at both ends. */
export function moveIndex(current: number, action: ViewerAction, count: number): number {
  if (count <= 0) return 0;
  switch (action) {
    case 'next':
      return (current + 1) % count;
    case 'previous':
      return (current - 1 + count) % count;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    default:
      return current;
  }
}
