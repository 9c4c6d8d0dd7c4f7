// The partners slice's one door: other slices, server/ and app/ loaders import only from here
// (and plain data from ./types.ts). Explicit re-exports keep the surface visible.
export { loadShell, mailBrand, mailBrandFor } from './branding';
export { NOTHING_HIDDEN, bookingAttribution, partnerConfig, partnerHides } from './config';
export { partnerLinkOf, partnerOverview } from './account';
export type { PartnerOverview } from './account';
export type { BookingAttribution, PartnerConfig, PartnerHides } from './config';
export { isKnownPartner } from './known';
export { campaignByPid, forgetPartnerLookups, partnerById } from './lookups';
export {
  BRANDING_KEY,
  announceSiteSettingsChange,
  brandVersion,
  brandingProblem,
  cachedSiteTranslator,
  closeOperatorBrand,
  lastOperatorBrand,
  operatorBrand,
  operatorMailBrand,
  resetOperatorBrand,
  setOperatorBrand,
  siteTranslator,
  storedBrandingOverride,
} from './operator-brand';
export { partnerIdMissing } from './visit';
export {
  REGISTRATION_ABUSE_LIMITS,
  approveApplication,
  newLoginCode,
  registrationFormToken,
  registrationInputOf,
  rejectApplication,
  sendRegistration,
} from './registration';
export type { Approval, ApprovalOptions, RegistrationInput } from './registration';
export {
  OFFICE_APPLICATIONS_LISTED,
  officeApplications,
  officeDecideApplication,
  officeRenewLoginCode,
} from './office';
export {
  COMMISSION_RATES_LISTED,
  commissionRatesOf,
  officeCommissionMonths,
  officeCommissionRates,
  officeRemoveCommissionRate,
  officeSetCommissionRate,
} from './commission';
export type {
  RecordedCommissionRate,
  RemovedCommissionRate,
  SetCommissionRate,
} from './commission';
export { renewLoginCode } from './login-code';
export type { RenewedLoginCode } from './login-code';
export type { OfficeApplicationDecision, OfficeApplicationView } from './office';
export { applicationRetentionJob, pruneRejectedApplications } from './retention';
