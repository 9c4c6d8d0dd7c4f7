// SPEC.md §4: server-rendered pages leave the server only with 200, 404, 410, 301 or 500;
// anything else becomes 500.
export const PAGE_STATUSES = [200, 301, 404, 410, 500] as const;

export function pageStatus(status: number): number {
  return (PAGE_STATUSES as readonly number[]).includes(status) ? status : 500;
}
