/**
 * Reads CSV the way RFC 4180 readers and spreadsheets do, independent of the writer: a quote starts
 * or ends a quoted stretch wherever it stands (two in a row inside one are a literal quote), and the
 * separator splits fields only outside quotes. `separator` ';' reads a file as a spreadsheet whose
 * list separator is ';' does.
 */
export function readCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

/** The records of a CSV answer after its header, checked to be exactly `header`. */
export function csvRecords(text: string, header: readonly string[]): string[][] {
  const [first, ...records] = readCsv(text);
  if (JSON.stringify(first) !== JSON.stringify(header)) {
    throw new Error(`CSV header ${JSON.stringify(first)} is not ${JSON.stringify(header)}`);
  }
  return records;
}
