// The partners slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { loadShell, mailBrand } from './branding';
export { isKnownPartner } from './known';
export { campaignByPid, forgetPartnerLookups, partnerById } from './lookups';
