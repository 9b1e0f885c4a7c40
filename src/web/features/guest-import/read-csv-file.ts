// Reading the chosen CSV file for the import dialog: its header row and data rows, or the message
// saying why it cannot be imported (too large, not CSV, no rows, too many rows).
import {
  CSV_LIMITS,
  CSV_MESSAGES,
  CsvReadError,
  decodeCsvBytes,
  parseCsv,
} from '#shared/guest-csv.js';

export interface LoadedFile {
  name: string;
  headers: string[];
  rows: string[][];
  rowNumbers: number[];
}

/** The file's header row and data rows, or the message saying why it cannot be imported. */
export async function readCsvFile(file: File): Promise<LoadedFile | string> {
  if (file.size > CSV_LIMITS.fileBytes) return CSV_MESSAGES.fileTooLarge;
  let parsed;
  try {
    parsed = parseCsv(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())));
  } catch (error) {
    return error instanceof CsvReadError ? error.message : CSV_MESSAGES.notCsv;
  }
  if (parsed.rows.length === 0) return CSV_MESSAGES.noRows;
  if (parsed.rows.length > CSV_LIMITS.rows) return CSV_MESSAGES.tooManyRows;
  return { name: file.name, ...parsed };
}
