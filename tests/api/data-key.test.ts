import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveKey, keptDataKey } from '../../adapters/security/data-key';
import { HmacEmailKeys } from '../../adapters/security/hmac-email-keys';

describe('the data key', () => {
  const dirs: string[] = [];
  const aDataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-data-key-'));
    dirs.push(dir);
    return join(dir, 'data');
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is made at the first start in DATA_DIR, readable by its owner only, and the same ever after', async () => {
    const dataDir = aDataDir();
    const [a, b] = await Promise.all([keptDataKey(dataDir), keptDataKey(dataDir)]);
    expect(a).toHaveLength(32);
    expect(b).toEqual(a);
    expect(statSync(join(dataDir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(await keptDataKey(dataDir)).toEqual(a);
    expect(await keptDataKey(aDataDir())).not.toEqual(a);
  });

  it('is the same complete key for many starts at once on a new DATA_DIR (none reads it half-written)', async () => {
    for (let round = 0; round < 5; round++) {
      const dataDir = aDataDir();
      const keys = await Promise.all(Array.from({ length: 30 }, () => keptDataKey(dataDir)));
      expect(new Set(keys.map((key) => key.toString('hex'))).size).toBe(1);
    }
  });

  it('refuses a damaged key file, naming the file and DATA_KEY', async () => {
    const dataDir = aDataDir();
    await keptDataKey(dataDir);
    writeFileSync(join(dataDir, 'data-key'), 'damaged\n');
    await expect(keptDataKey(dataDir)).rejects.toThrow(/data-key is not valid.*Set DATA_KEY/);
  });

  it('gives each purpose its own key', () => {
    const key = Buffer.alloc(32, 1);
    expect(deriveKey(key, 'email-identity')).not.toEqual(deriveKey(key, 'tax-id-encryption'));
    expect(deriveKey(key, 'email-identity')).not.toEqual(key);
    expect(deriveKey(key, 'email-identity')).toEqual(deriveKey(Buffer.alloc(32, 1), 'email-identity'));
  });

  it('keys an e-mail the same in every spelling the site treats as one address, and per DATA_KEY', () => {
    const keys = new HmacEmailKeys(Buffer.alloc(32, 1));
    expect(keys.keyOf(' Rae.Again@Gmail.com ')).toBe(keys.keyOf('rae.again@gmail.com'));
    expect(keys.keyOf('rae.again@gmail.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.keyOf('rae.again@gmail.com')).not.toBe(keys.keyOf('rae.agai@gmail.com'));
    expect(new HmacEmailKeys(Buffer.alloc(32, 2)).keyOf('rae.again@gmail.com')).not.toBe(
      keys.keyOf('rae.again@gmail.com'),
    );
  });

  it("keys every spelling of one mailbox as its canonical form, and still finds an older key's spelling", () => {
    const keys = new HmacEmailKeys(Buffer.alloc(32, 1));
    const canonical = keys.keyOf('raeagain@gmail.com');
    for (const spelling of ['rae.again@gmail.com', 'Rae.Again+2@GoogleMail.com', 'r.a.e.again+x@gmail.com'])
      expect(keys.keyOf(spelling)).toBe(canonical);
    expect(keys.keyOf('rae.again@example.org')).not.toBe(keys.keyOf('raeagain@example.org'));
    // Accounts deleted before the canonical form were kept under the HMAC of the trimmed, NFC,
    // lower-cased address: that key is asked too, after the canonical one.
    const before = createHmac('sha256', deriveKey(Buffer.alloc(32, 1), 'email-identity'))
      .update('rae.again+2@googlemail.com', 'utf8')
      .digest('hex');
    expect(keys.keysOf(' Rae.Again+2@GoogleMail.com')).toEqual([canonical, before]);
    expect(keys.keysOf('raeagain@gmail.com')).toEqual([canonical]);
  });
});
