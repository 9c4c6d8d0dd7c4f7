// Bookings made as a guest join the account of their address (decision 084): the finish page
// invites a guest to open an account "to see your bookings any time", and a customer who books
// without logging in expects the booking in the user area. When an account proves its address —
// a registration or an e-mail change confirmed by the mailed link, and every login of a
// customer — the customer records of that address that no account holds become the account's.
import { adoptGuestCustomers } from '#db/repositories/customer-bookings';
import type { RequestContext } from '#services/platform';

export async function adoptGuestBookings(
  ctx: RequestContext,
  account: { id: number; email: string },
): Promise<number> {
  return adoptGuestCustomers(ctx.deps.database.db, {
    accountId: account.id,
    email: account.email,
  });
}
