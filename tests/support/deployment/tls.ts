import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestCertificate {
  certPath: string;
  keyPath: string;
  /** The certificate in PEM: the only authority the test's HTTPS client trusts. */
  pem: string;
}

/** A self-signed certificate for localhost and 127.0.0.1, valid for a day, made by Debian's openssl. */
export function selfSignedCertificate(dir: string): TestCertificate {
  const certPath = join(dir, 'cert.pem');
  const keyPath = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'pipe' },
  );
  return { certPath, keyPath, pem: readFileSync(certPath, 'utf8') };
}
