// The catalogue's refusals, shared by the object, description and ratings use-cases so that each
// says "unknown" and "no longer offered" the same way.
import { DomainError } from '#services/platform';

/** An unknown object number (404). */
export const objectNotFound = (): DomainError =>
  new DomainError('notFound', 'errors.object.notFound');

/** An object that exists but is no longer offered (410). */
export const objectGone = (): DomainError => new DomainError('gone', 'errors.object.gone');
