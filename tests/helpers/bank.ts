// The test operator's bank account (decision 080): every test app and test server has one, so
// bank transfer is offered as on a configured site; a test of a site without one passes
// `BANK_IBAN: ''` (a blank setting counts as unset). The IBAN is the check-digit-valid example
// of the German banking literature, not an account anyone uses.
export const TEST_BANK_ENV = {
  BANK_IBAN: 'DE02 1203 0000 0000 2020 51',
  BANK_BIC: 'BYLADEM1001',
  BANK_NAME: 'Testbank Berlin',
} as const;
