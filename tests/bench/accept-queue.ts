import { readFileSync } from 'node:fs';

/** The listen socket's accept queue over a run: connections the kernel took that the server had not accepted yet. */
export interface AcceptQueueFigures {
  /** Samples read (every ACCEPT_QUEUE_EVERY_MS); 0 where /proc/net/tcp is not there (not Linux). */
  samples: number;
  /** Connections waiting to be accepted: the most seen, and the median over the samples. */
  max: number;
  p50: number;
  /** The time (ms from the start of the run) the queue was last seen above 0, or null if never. */
  lastWaitingAt: number | null;
}

const ACCEPT_QUEUE_EVERY_MS = 100;
/** TCP_LISTEN in /proc/net/tcp's `st` column. */
const LISTEN = '0A';

/**
 * The accept queue of the socket listening on 127.0.0.1:`port`, from /proc/net/tcp: for a listening
 * socket the kernel reports its accept queue's length as `rx_queue` (what `ss -ltn` shows as Recv-Q).
 * Null where the file or the socket is not there.
 */
export function acceptQueueLength(port: number, table = readTcpTable()): number | null {
  if (table === null) return null;
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of table.split('\n')) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] !== local || fields[3] !== LISTEN) continue;
    const rx = fields[4]?.split(':')[1];
    return rx === undefined ? null : Number.parseInt(rx, 16);
  }
  return null;
}

function readTcpTable(): string | null {
  try {
    return readFileSync('/proc/net/tcp', 'utf8');
  } catch {
    return null;
  }
}

/** Samples the accept queue of 127.0.0.1:`port` until `stop`, which answers the figures. */
export function watchAcceptQueue(port: number): { stop(): AcceptQueueFigures } {
  const started = performance.now();
  const lengths: number[] = [];
  let lastWaitingAt: number | null = null;
  const timer = setInterval(() => {
    const length = acceptQueueLength(port);
    if (length === null) return;
    lengths.push(length);
    if (length > 0) lastWaitingAt = Math.round(performance.now() - started);
  }, ACCEPT_QUEUE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      const sorted = [...lengths].sort((x, y) => x - y);
      return {
        samples: sorted.length,
        max: sorted.at(-1) ?? 0,
        p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
        lastWaitingAt,
      };
    },
  };
}
