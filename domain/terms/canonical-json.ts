/** A value a terms document may hold: JSON without fractions (money is in cents, docs/rules/games.md). */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The one text of a JSON value (docs/rules/fairness.md, Terms): object keys in ascending UTF-16 order,
 * no whitespace, strings and numbers as JSON.stringify writes them. The same value, whatever the order
 * its keys were written in, always gives the same text, so its SHA-256 names it.
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isSafeInteger(value))
      throw new Error(`a terms document holds whole numbers only, not ${value}`);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  const fields: string[] = [];
  for (const key of keys) {
    const field = value[key];
    if (field === undefined) continue;
    fields.push(`${JSON.stringify(key)}:${canonicalJson(field)}`);
  }
  return `{${fields.join(',')}}`;
}
