// GET /api/guests/export.csv: the board's "Export CSV" link downloads straight from here (the
// session cookie goes along; the server names the file with the day). Its own module so the
// board's first bundle does not pull in the CSV parser with the import dialog.
export const EXPORT_CSV_URL = '/api/guests/export.csv';
