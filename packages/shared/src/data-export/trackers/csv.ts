import Papa from 'papaparse';

/**
 * RFC 4180 rows (quoted commas, doubled quotes, newlines inside quotes, CRLF or LF) through
 * papaparse, with every row kept as an array: header names repeat in Strava's export, so rows
 * are addressed by position, never by a name-keyed object.
 */
export function parseCsvRows(text: string): string[][] {
  const result = Papa.parse<string[]>(text, {
    header: false,
    delimiter: ',',
    skipEmptyLines: 'greedy',
  });
  return result.data;
}
