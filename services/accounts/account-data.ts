// Account rows and session users as the API and the screens see them (SPEC.md §3 User).
import { isPermission } from '#core/permissions';
import { isLanguage, type Language } from '#core/languages';
import type { AccountRecord } from '#db/repositories/accounts-users';
import type { SessionUser } from '#services/platform';
import { SALUTATIONS, type AccountData, type Profile, type Salutation } from './types';
import { shortNameOf } from './session';

export function accountDataOfUser(user: SessionUser): AccountData {
  return {
    accountID: user.accountID,
    accountEmail: user.email,
    accountFirstName: user.firstName,
    accountLastName: user.lastName,
    accountShortName: user.shortName,
    accountPermissions: [...user.permissions],
    accountKind: user.kind,
    accountPartnerID: user.partnerId,
  };
}

export function accountDataOf(account: AccountRecord): AccountData {
  return {
    accountID: String(account.id),
    accountEmail: account.email,
    accountFirstName: account.firstName,
    accountLastName: account.lastName,
    accountShortName: shortNameOf(account),
    accountPermissions: account.permissions.filter(isPermission),
    accountKind: account.kind === 'partner' ? 'partner' : 'customer',
    accountPartnerID: account.partnerId,
  };
}

const isSalutation = (value: string | null): value is Salutation =>
  value !== null && (SALUTATIONS as readonly string[]).includes(value);

export function profileOf(account: AccountRecord, pendingEmail: string | null): Profile {
  return {
    email: account.email,
    salutation: isSalutation(account.salutation) ? account.salutation : null,
    firstName: account.firstName,
    lastName: account.lastName,
    street: account.street,
    zipcode: account.zipcode,
    city: account.city,
    country: account.country,
    phone: account.phone,
    newsletter: account.newsletter,
    language: isLanguage(account.language) ? account.language : 'de',
    pendingEmail,
  };
}

/** The language of an account's mails (its stored one; German if that is none of the site's). */
export function accountLanguage(account: Pick<AccountRecord, 'language'>): Language {
  return isLanguage(account.language) ? account.language : 'de';
}
