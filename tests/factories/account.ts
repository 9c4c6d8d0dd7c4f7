// Accounts and customers for tests: plain rows with overrides and insert helpers. A skeleton until
// the accounts slice arrives: the password hash is a placeholder no login accepts, and the issue
// that brings logins gives this file a `loginAs` that hashes a known password the same way.
import type { Database } from '#db/client';
import { accounts, customers } from '#db/schema';

export type AccountRow = typeof accounts.$inferInsert;
export type CustomerRow = typeof customers.$inferInsert;

/** Placeholder for accounts.password_hash: not a hash of anything, so no password matches it. */
export const NO_PASSWORD = '!factory-account-without-password';

let nextAccount = 1;
/** Customer numbers of factory customers (far above any demo or feed number). */
export const FIRST_FACTORY_CUSTOMER_NUMBER = 9_000_001;
let nextCustomer = FIRST_FACTORY_CUSTOMER_NUMBER;

/** A plain accounts row with a unique e-mail address, with overrides. */
export function accountRow(overrides: Partial<AccountRow> = {}): AccountRow {
  const n = nextAccount++;
  return {
    email: `account-${n}@feriora.test`,
    passwordHash: NO_PASSWORD,
    firstName: 'Anna',
    lastName: `Test${n}`,
    language: 'de',
    permissions: [],
    ...overrides,
  };
}

/** Inserts an account; returns the row with its id. */
export async function insertAccount(
  database: Database,
  overrides: Partial<AccountRow> = {},
): Promise<AccountRow & { id: number }> {
  const [row] = await database.db.insert(accounts).values(accountRow(overrides)).returning();
  return row!;
}

/** A plain customers row with a unique number and e-mail address, with overrides. */
export function customerRow(
  overrides: Partial<CustomerRow> = {},
): CustomerRow & { customerNumber: number } {
  const customerNumber = overrides.customerNumber ?? nextCustomer++;
  return {
    email: `customer-${customerNumber}@feriora.test`,
    firstName: 'Ben',
    lastName: `Kunde${customerNumber}`,
    country: 'de',
    ...overrides,
    customerNumber,
  };
}

/** Inserts a customer; returns its row. */
export async function insertCustomer(
  database: Database,
  overrides: Partial<CustomerRow> = {},
): Promise<CustomerRow & { customerNumber: number }> {
  const row = customerRow(overrides);
  await database.db.insert(customers).values(row);
  return row;
}
