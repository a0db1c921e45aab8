// CSV for spreadsheets (RFC 4180): a header row, every cell quoted when it holds a comma, quote or
// line break, quotes doubled. A cell beginning with = + - @ (or tab / carriage return) is prefixed
// with ' so a spreadsheet shows it as text instead of running it as a formula (CSV injection).

/** Nested objects (metadata, attribution) become dotted columns: metadata.planType. */
function flatten(value: Record<string, unknown>, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, field] of Object.entries(value)) {
    if (field !== null && typeof field === 'object' && !Array.isArray(field)) flatten(field as Record<string, unknown>, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = Array.isArray(field) ? JSON.stringify(field) : field;
  }
  return into;
}

export function csvCell(value: unknown): string {
  let text = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: readonly Record<string, unknown>[]): string {
  const rows = records.map((record) => flatten(record));
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column]))].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
