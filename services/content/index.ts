// The content slice's one door: other slices, server/ and app/ loaders import only from here (and
// plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { sendContactMessage } from './contact';
export { CONTACT_LIMITS } from './limits';
export { CONTACT_FIELD_PREFIX } from './types';
export type { ContactInput, ContactSent } from './types';
