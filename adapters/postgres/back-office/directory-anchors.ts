import type { DirectorySelection } from '../../../domain/back-office/user-directory';

/** Where a page began: its offset and its first row's sort key (as text) and id. */
export interface PageAnchor {
  offset: number;
  key: string[];
  id: number;
}

/** Pages shallower than this are read by skipping index entries: an anchor would not pay. */
export const ANCHOR_MIN_OFFSET = 1_000;
/** Kept anchors per server, over every order and filter (the oldest go first). */
const MAX_ANCHORS = 2_000;

/**
 * The first keys of the deep pages this server has read, for the version of the directory's order
 * they were read in (user_directory_counts.version, functions/user-directory-version-sync.sql): a page near one is read from that key with a short OFFSET.
 * A new version forgets them all. Searches keep none (their matches are sorted, not scanned).
 */
export class DirectoryAnchors {
  private version: string | null = null;
  private readonly byOrder = new Map<string, PageAnchor[]>();
  private count = 0;

  /** The kept anchor at or before `offset` nearer than `within` entries, or null. */
  nearest(version: string, q: DirectorySelection, offset: number, within: number): PageAnchor | null {
    if (version !== this.version) return null;
    let best: PageAnchor | null = null;
    for (const anchor of this.byOrder.get(orderKey(q)) ?? []) {
      if (anchor.offset <= offset && offset - anchor.offset < within) {
        if (!best || anchor.offset > best.offset) best = anchor;
      }
    }
    return best;
  }

  keep(version: string, q: DirectorySelection, anchor: PageAnchor): void {
    if (version !== this.version) {
      this.version = version;
      this.byOrder.clear();
      this.count = 0;
    }
    if (this.count >= MAX_ANCHORS) {
      this.byOrder.clear();
      this.count = 0;
    }
    const key = orderKey(q);
    const anchors = this.byOrder.get(key) ?? [];
    if (anchors.some((a) => a.offset === anchor.offset)) return;
    anchors.push(anchor);
    this.byOrder.set(key, anchors);
    this.count += 1;
  }
}

const orderKey = (q: DirectorySelection) => `${q.sort} ${q.direction} ${q.filter}`;
