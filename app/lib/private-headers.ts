// The cache rule of every answer that is one person's (a guest's booking, a landlord's link, a
// form with a token, a customer's file, a back-office page): neither a shared cache nor the
// browser's keeps it. One spelling, so a page cannot drift to a weaker rule.
export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' } as const;
