/**
 * Live streams are shared fairly: one process serves at most MAX_STREAMS_PER_PROCESS pages; one
 * client address holds at most 1 % of that (a mobile carrier's shared address still serves many
 * players) and one session at most MAX_STREAMS_PER_SESSION (a page needs one or two), counted over
 * every server process, so that one client holding thousands of streams cannot take live updates
 * from everyone else.
 */
export const MAX_STREAMS_PER_PROCESS = 5_000;
export const MAX_STREAMS_PER_ADDRESS = MAX_STREAMS_PER_PROCESS / 100;
export const MAX_STREAMS_PER_SESSION = 4;

/**
 * A stream's place is leased: its process renews its leases this often, and a lease not renewed
 * for STREAM_LEASE_MS (its process died) no longer counts.
 */
export const STREAM_LEASE_RENEW_MS = 30_000;
export const STREAM_LEASE_MS = 3 * STREAM_LEASE_RENEW_MS;

/** Which limit refused a stream. */
export type StreamLimit = 'process' | 'address' | 'session';

export const tooManyStreamsMessage = (limit: StreamLimit): string =>
  ({
    process: `This server already streams to ${MAX_STREAMS_PER_PROCESS} pages. The page will refresh on its own.`,
    address: `Too many live streams from your address (at most ${MAX_STREAMS_PER_ADDRESS}). Close some pages and try again.`,
    session: `Too many live streams in this session (at most ${MAX_STREAMS_PER_SESSION}). Close some pages and try again.`,
  })[limit];
