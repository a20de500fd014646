import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FindChargesWithoutClaims } from '../../../application/payments/find-charges-without-claims';
import { SimulatedPaymentGateway } from '../../payments-simulator/simulated-payment-gateway';
import { connect } from '../../postgres/database';
import type { RunningServer } from '../../server';
import { verifyFromSite } from '../verify-fairness';
import { aPaidGame, DrillPlayer, startDrillSite } from './drill-site';
import { compareStates, type DrillState, paymentsAfter, readState, rowCount } from './drill-state';
import {
  baseBackup,
  configure,
  giveToPostgres,
  initCluster,
  type ScratchCluster,
  scratchFolder,
  startCluster,
} from './scratch-cluster';
import { untilArchived, untilPromoted } from './wal';

export interface DrillReport {
  ok: boolean;
  lines: string[];
}

const DATABASE = 'prize_wheel';

/**
 * The restore drill (docs/rules/operations.md, Backups): a scratch cluster archiving its WAL, a
 * base backup, the app's migrations and paid spins through the real server, an instant noted with
 * the state then, more spins, then a point-in-time recovery of the backup to that instant in a second
 * cluster, compared row for row, with every game's fairness log checked by the verifier's code.
 */
export async function runDrill(say: (line: string) => void = () => {}): Promise<DrillReport> {
  const folder = await scratchFolder('prize-wheel-drill-');
  const archive = join(folder.path, 'wal-archive');
  const open: { clusters: ScratchCluster[]; servers: RunningServer[] } = { clusters: [], servers: [] };
  try {
    await giveToPostgres(archive);
    const primaryDir = join(folder.path, 'primary');
    await initCluster(primaryDir, {
      wal_level: 'replica',
      archive_mode: 'on',
      archive_command: `test ! -f '${archive}/%f' && cp '%p' '${archive}/%f'`,
      fsync: 'off',
    });
    const primary = await startCluster(primaryDir);
    open.clusters.push(primary);
    const admin = connect(primary.url(), { max: 1 });
    await admin.unsafe(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    const backupDir = join(folder.path, 'restored');
    await baseBackup(primary, backupDir);
    say(`Base backup of a scratch cluster on port ${primary.port}, its WAL archived to ${archive}.`);

    // The site's migrations run on the backed-up cluster, so the restore replays them too.
    const gateway = new SimulatedPaymentGateway();
    const site = await startDrillSite(primary.url(DATABASE), join(folder.path, 'site'), gateway);
    open.servers.push(site);
    const players = await Promise.all(
      [1, 2, 3].map((i) => DrillPlayer.join(site, `drill${i}.${Date.now()}@gmail.com`)),
    );
    const soldOut = await aPaidGame(site, 'Drill sold out', 3);
    const running = await aPaidGame(site, 'Drill running', 40);
    for (const player of players) await player.spin(soldOut);
    for (const player of players) await player.spin(running);
    // The sold-out game closes (its seed is revealed) and is drawn: the log's draw entry.
    await site.useCases.closeGames.execute();
    const drawn = await site.useCases.drawWinner.execute({
      gameId: soldOut,
      admin: { id: 0, email: 'drill' },
    });
    if (!drawn.ok) throw new Error(`drawing game ${soldOut}: ${drawn.error.message}`);

    const sql = connect(primary.url(DATABASE), { max: 1 });
    const instant = await readState(sql);
    say(`Instant noted: ${instant.at} (${rowCount(instant.state)} rows of claims, payments and logs).`);

    const later = await aPaidGame(site, 'Drill after the instant', 10);
    for (const player of players) await player.spin(running);
    for (const player of players) await player.spin(later);
    const [switched] = await sql<{ wal: string }[]>`SELECT pg_walfile_name(pg_switch_wal()) AS wal`;
    const final = (await readState(sql)).state;
    await untilArchived(sql, switched?.wal ?? '');
    await sql.end();
    await site.close();
    await primary.stop();
    say(`Played on: ${rowCount(final) - rowCount(instant.state)} more rows; the primary is stopped.`);

    await configure(backupDir, {
      restore_command: `cp '${archive}/%f' '%p'`,
      // PostgreSQL reads its own timestamp format here, not ISO 8601's 'T' and 'Z'.
      recovery_target_time: instant.at.replace('T', ' ').replace('Z', '+00'),
      recovery_target_action: 'promote',
      archive_mode: 'off',
    });
    await writeFile(join(backupDir, 'recovery.signal'), '');
    const restored = await startCluster(backupDir);
    open.clusters.push(restored);
    await untilPromoted(restored);
    say(`Restored the base backup to ${instant.at} in a second cluster on port ${restored.port}.`);

    const games = [soldOut, running];
    return await check({
      restored,
      instant,
      final,
      games,
      gateway,
      folder: folder.path,
      servers: open.servers,
    });
  } finally {
    for (const server of open.servers.reverse()) await server.close().catch(() => {});
    for (const cluster of open.clusters.reverse()) await cluster.stop().catch(() => {});
    await folder.remove();
  }
}

async function check({
  restored,
  instant,
  final,
  games,
  gateway,
  folder,
  servers,
}: {
  restored: ScratchCluster;
  instant: { at: string; state: DrillState };
  final: DrillState;
  games: number[];
  gateway: SimulatedPaymentGateway;
  folder: string;
  servers: RunningServer[];
}): Promise<DrillReport> {
  const sql = connect(restored.url(DATABASE), { max: 1 });
  const got = (await readState(sql)).state;
  await sql.end();
  const expected = instant.state;
  const { lines, differences } = compareStates(expected, got);
  if (rowCount(final) <= rowCount(expected)) differences.push('nothing was played after the instant');
  const site = await startDrillSite(restored.url(DATABASE), join(folder, 'site'), gateway);
  servers.push(site);
  // What the operator compares with the payment provider (npm run square:orphans): the charges made
  // after the instant, which the restore forgot, and none other.
  const since = new Date(instant.at);
  const found = await site.container.get(FindChargesWithoutClaims).execute(since);
  const orphans = found.charges.map((charge) => charge.paymentId).sort();
  const lost = paymentsAfter(expected, final);
  lines.push(`charges with no claim since the instant: ${orphans.length} (the ${lost.length} made after it)`);
  if (orphans.join() !== lost.join())
    differences.push(`charges with no claim: ${orphans.join(', ')}; expected ${lost.join(', ')}`);
  for (const gameId of games) {
    const out: string[] = [];
    const code = await verifyFromSite([site.url, String(gameId)], { fetch, out: (text) => out.push(text) });
    const verdict =
      code === 0 ? 'verified' : code === 2 ? 'verified so far (seed not revealed yet)' : 'FAILED';
    lines.push(`fairness of game ${gameId}: ${verdict}`);
    if (code !== 0 && code !== 2) differences.push(`fairness of game ${gameId}: ${out.join(' ')}`);
  }
  return { ok: differences.length === 0, lines: [...lines, ...differences] };
}
