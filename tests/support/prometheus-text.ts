/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4): `# HELP` and `# TYPE`
 * lines, then samples `name{label="value",...} value`. Anything it cannot read throws, naming the
 * line, so a malformed exposition fails the test instead of being skipped.
 */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

export function parsePrometheusText(text: string): Exposition {
  const exposition: Exposition = { types: new Map(), help: new Map(), samples: [] };
  if (!text.endsWith('\n')) throw new Error('the exposition must end with a line feed');
  const lines = text.slice(0, -1).split('\n');
  for (const [index, line] of lines.entries()) {
    const where = `line ${index + 1}: ${JSON.stringify(line)}`;
    if (line === '') continue;
    if (line.startsWith('#')) {
      comment(exposition, line, where);
      continue;
    }
    const sample = sampleOf(line, where);
    if (!exposition.types.has(familyOf(sample.name, exposition.types)))
      throw new Error(`${where}: a sample before its # TYPE`);
    exposition.samples.push(sample);
  }
  return exposition;
}

function comment(exposition: Exposition, line: string, where: string): void {
  const match = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
  if (!match) return; // A plain comment.
  const [, kind, name = '', rest = ''] = match;
  if (!NAME.test(name)) throw new Error(`${where}: bad metric name`);
  if (kind === 'TYPE') {
    if (!TYPES.has(rest)) throw new Error(`${where}: unknown type`);
    if (exposition.types.has(name)) throw new Error(`${where}: a second # TYPE for ${name}`);
    exposition.types.set(name, rest);
  } else exposition.help.set(name, rest);
}

function sampleOf(line: string, where: string): Sample {
  const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( -?\d+)?$/.exec(line);
  if (!match) throw new Error(`${where}: not a sample`);
  const [, name = '', , body, raw = ''] = match;
  const value = numberOf(raw);
  if (value === null) throw new Error(`${where}: bad value`);
  return { name, labels: body === undefined ? {} : labelsOf(body, where), value };
}

function numberOf(raw: string): number | null {
  // Prometheus reads these with Go's ParseFloat, whatever their case (prom-client writes 'Nan').
  if (/^\+?inf$/i.test(raw)) return Number.POSITIVE_INFINITY;
  if (/^-inf$/i.test(raw)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(raw)) return Number.NaN;
  return /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(raw) ? Number(raw) : null;
}

function labelsOf(body: string, where: string): Record<string, string> {
  const labels: Record<string, string> = {};
  const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(,|$)/y;
  while (label.lastIndex < body.length) {
    const match = label.exec(body);
    if (!match) throw new Error(`${where}: bad labels`);
    const [, key = '', value = ''] = match;
    if (key in labels) throw new Error(`${where}: label ${key} twice`);
    labels[key] = value.replace(/\\(["\\n])/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/** The family a sample belongs to: a histogram's or a summary's _bucket, _sum and _count included. */
function familyOf(name: string, types: Map<string, string>): string {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count|created)$/, '');
  return types.has(base) ? base : name;
}

/** The value of the one sample named `name` whose labels include `labels` (0 when there is none). */
export function valueOfSample(exposition: Exposition, name: string, labels: Record<string, string> = {}) {
  const found = exposition.samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
