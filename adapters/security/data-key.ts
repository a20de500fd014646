import { hkdfSync, randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_KEY: the server's one secret for data it keeps about people, 32 bytes. Each use gets its own
 * key derived from it (HKDF-SHA-256 with the purpose as its info), so no two uses share a key.
 */
const DATA_KEY_BYTES = 32;

/** Every use of DATA_KEY; a new use adds its purpose here and derives its own key. */
export type DataKeyPurpose =
  | 'email-identity'
  | 'tax-id-encryption'
  | 'admin-totp-secret-encryption'
  | 'admin-recovery-code-hashing';

export const DATA_KEY_FORMAT = `must be ${DATA_KEY_BYTES} bytes written as 64 hex digits or base64 (e.g. the output of \`openssl rand -hex 32\`)`;

/** The key written as hex or base64 (either alphabet, padding optional); null unless exactly 32 bytes. */
export function parseDataKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === DATA_KEY_BYTES ? bytes : null;
}

/** The key of one purpose, derived from DATA_KEY. */
export function deriveKey(dataKey: Buffer, purpose: DataKeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), `prize-wheel ${purpose} v1`, 32));
}

/**
 * Without DATA_KEY (a demo or a local server): the key made at the first start and kept in
 * DATA_DIR/data-key, readable by its owner only. Every later start, and every process sharing the
 * folder, reads the same key; losing the file forgets what it keyed.
 */
export async function keptDataKey(dataDir: string): Promise<Buffer> {
  const file = join(dataDir, 'data-key');
  await mkdir(dataDir, { recursive: true });
  // Written whole to a file of this start's own, then linked in place, which fails when the key is
  // there already: of processes starting together one puts the key, and the others read it complete
  // (a key file created first and written after could be read empty).
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, `${randomBytes(DATA_KEY_BYTES).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  await chmod(file, 0o600);
  const key = parseDataKey(await readFile(file, 'utf8'));
  if (!key)
    throw new Error(
      `The data key in ${file} is not valid: it ${DATA_KEY_FORMAT}. Set DATA_KEY or restore the file.`,
    );
  return key;
}
