// Accounts and customers for tests: plain rows with overrides and insert helpers. A plain account
// has no password (no login accepts it); `insertLoginAccount` hashes a known password the way
// registration does, and `loginAs` logs it in through the API, answering the cookies a browser
// would keep.
import type { FastifyInstance } from 'fastify';
import type { Database } from '#db/client';
import { accounts, customers } from '#db/schema';
import { hashPassword } from '#services/accounts';

export type AccountRow = typeof accounts.$inferInsert;
export type CustomerRow = typeof customers.$inferInsert;

/** Placeholder for accounts.password_hash: not a hash of anything, so no password matches it. */
export const NO_PASSWORD = '!factory-account-without-password';

/** The password of factory accounts made to log in (not on the list of common passwords). */
export const FACTORY_PASSWORD = 'Sonnenaufgang am Fjord 26';

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
    uid: `factory-account-uid-${n}`,
    confirmedAt: new Date('2026-01-01T00:00:00Z'),
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

/**
 * Inserts a confirmed customer account that logs in with `password` (default FACTORY_PASSWORD),
 * hashed as registration hashes it; returns the row and the password.
 */
export async function insertLoginAccount(
  database: Database,
  overrides: Partial<AccountRow> & { password?: string } = {},
): Promise<AccountRow & { id: number; email: string; password: string }> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const row = await insertAccount(database, {
    passwordHash: await hashPassword(password),
    ...rest,
  });
  return { ...row, email: row.email, password };
}

/** The cookies of a login: the token and the account's uid, as a browser keeps them. */
export interface LoginCookies {
  token: string;
  uid: string;
}

/**
 * Logs an account in through POST /api/user/login (as the site's own page would: with its
 * Origin), and answers the cookies to send with later requests.
 */
export async function loginAs(
  app: FastifyInstance,
  account: { email: string; password: string },
  options: { mandant?: string; siteOrigin?: string; persistent?: boolean } = {},
): Promise<LoginCookies> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { origin: options.siteOrigin ?? 'http://localhost:3000' },
    payload: {
      mandant: options.mandant ?? 'feriora',
      user: { email: account.email, password: account.password },
      loginPersistent: options.persistent ?? false,
    },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const token = res.cookies.find((c) => c.name === 'token')?.value;
  const uid = res.cookies.find((c) => c.name === 'uid')?.value;
  if (!token || !uid) throw new Error('login answered without its cookies');
  return { token, uid };
}
