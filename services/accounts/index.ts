// The accounts slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export {
  TOKEN_COOKIE,
  UID_COOKIE,
  UID_MAX_AGE_S,
  isValidUid,
  signToken,
  verifyToken,
} from './session';
