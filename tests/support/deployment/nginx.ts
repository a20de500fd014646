import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestCertificate } from './tls';

const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOYED_CONFIG = resolve(import.meta.dirname, '../../../deploy/nginx.conf');

/**
 * Whether the proxy tests can run. Without nginx they are skipped with a loud warning, unless
 * E2E=required (CI), where a missing nginx fails the run.
 */
export function nginxAvailable(): boolean {
  const missing = [NGINX_PATH, '/usr/bin/openssl'].filter((path) => !existsSync(path));
  if (missing.length === 0) return true;
  const message = `${missing.join(' and ')} not found: the deployment test cannot run (apt-get install nginx openssl)`;
  if (process.env.E2E === 'required') throw new Error(`${message}; E2E=required`);
  console.warn(`\n!!! ${message}. SKIPPING THE DEPLOYMENT TEST. !!!\n`);
  return false;
}

export interface ProxySetup {
  dir: string;
  httpsPort: number;
  httpPort: number;
  upstreamPorts: number[];
  certificate: TestCertificate;
}

/**
 * deploy/nginx.conf with the values an operator replaces replaced by the test's: ports on the
 * loopback interface, the upstream processes, the certificate and the log. Every value must be
 * found, so a change of the deployed file that the test would no longer exercise fails here. One
 * line is added: the answering process's address as a response header, so the test can tell
 * which process served what.
 */
function renderDeployedConfig(setup: ProxySetup): string {
  let config = readFileSync(DEPLOYED_CONFIG, 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const next = config.replace(from, to);
    if (next === config) throw new Error(`deploy/nginx.conf no longer holds ${String(from)}`);
    config = next;
  };
  const [a, b] = setup.upstreamPorts;
  replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${a} `);
  replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${b} `);
  replace(/\n\s*listen \[::\]:80;/, '');
  replace(/\n\s*listen \[::\]:443 ssl http2;/, '');
  replace('listen 80;', `listen 127.0.0.1:${setup.httpPort};`);
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${setup.httpsPort} ssl http2;`);
  replace(/ssl_certificate +\S+;/, `ssl_certificate ${setup.certificate.certPath};`);
  replace(/ssl_certificate_key +\S+;/, `ssl_certificate_key ${setup.certificate.keyPath};`);
  replace('/var/log/nginx/prize-wheel.access.log', join(setup.dir, 'access.log'));
  replace(
    '    client_max_body_size',
    '    add_header X-Test-Upstream $upstream_addr always;\n    client_max_body_size',
  );
  return config;
}

/** nginx's main configuration for a process of the test's own (not the system service). */
function mainConfig(dir: string, site: string): string {
  const temp = (name: string) => join(dir, 'temp', name);
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${site};
}
`;
}

export interface RunningNginx {
  stop(): Promise<void>;
  accessLog(): string;
}

/** Checks (`nginx -t`) and starts nginx in the foreground with the rendered deployed configuration. */
export async function startNginx(setup: ProxySetup): Promise<RunningNginx> {
  mkdirSync(join(setup.dir, 'temp'), { recursive: true });
  const site = join(setup.dir, 'prize-wheel.conf');
  writeFileSync(site, renderDeployedConfig(setup));
  const main = join(setup.dir, 'nginx.conf');
  writeFileSync(main, mainConfig(setup.dir, site));
  const args = ['-p', setup.dir, '-e', join(setup.dir, 'error.log'), '-c', main];
  execFileSync(NGINX_PATH, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(NGINX_PATH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  await listening(child, setup);
  return {
    accessLog: () => readFileSync(join(setup.dir, 'access.log'), 'utf8'),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGQUIT');
      }),
  };
}

/** Resolves once nginx accepts connections on its HTTPS port (it writes its pid file when it does). */
async function listening(child: ChildProcess, setup: ProxySetup): Promise<void> {
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}):\n${output}`))),
  );
  const { connect } = await import('node:net');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await Promise.race([
      exited,
      new Promise<boolean>((done) => {
        const socket = connect(setup.httpsPort, '127.0.0.1', () => {
          socket.destroy();
          done(true);
        });
        socket.once('error', () => done(false));
      }),
    ]);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen within 10 s:\n${output}`);
    await new Promise((next) => setTimeout(next, 50));
  }
}
