import { freePort, type ServerProcess } from '../../bench/server-process';
import type { HttpsSite } from './https-site';
import { type RunningNginx, startNginx } from './nginx';
import type { TestCertificate } from './tls';

/** Server processes on `ports` and the deployed nginx in front of them, on HTTPS at `httpsPort`. */
export interface Deployment {
  nginx?: RunningNginx;
  processes: ServerProcess[];
  /** The clients the test opened through the proxy. */
  clients: HttpsSite[];
}

/** deploy/nginx.conf in `dir`, in front of the processes on `upstreamPorts`. */
export async function proxyInFront(
  dir: string,
  httpsPort: number,
  upstreamPorts: number[],
  certificate: TestCertificate,
): Promise<RunningNginx> {
  return startNginx({ dir, httpsPort, httpPort: await freePort(), upstreamPorts, certificate });
}

/** Closes the clients, then stops the proxy, then the processes (each drains). */
export async function stopDeployment({ clients, nginx, processes }: Deployment): Promise<void> {
  for (const client of clients) client.close();
  await nginx?.stop();
  await Promise.all(processes.map((p) => p.stop()));
}
