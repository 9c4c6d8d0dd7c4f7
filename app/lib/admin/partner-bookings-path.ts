// Where /admin/partners/ links the office's file of every partner's bookings (decision 099; a
// resource route, app/routes/admin-partner-bookings-export.ts). A module of its own: the admin
// screen needs the path only, not the file's code the partner dashboard shares.
export const OFFICE_PARTNER_BOOKINGS_CSV_PATH = '/admin/partner-bookings.csv';
