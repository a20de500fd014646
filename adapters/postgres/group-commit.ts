/** How a group commit sends its requests: one alone, or a group of one key as one statement. */
export interface GroupSender<K, Req, Res> {
  one(request: Req): Promise<Res>;
  /** The answers in the order of `requests`, one each. */
  many(key: K, requests: Req[]): Promise<Res[]>;
}

interface Waiting<Req, Res> {
  request: Req;
  resolve: (answer: Res) => void;
  reject: (error: unknown) => void;
}

/** The most requests one statement takes; more wait for the next. */
const MOST_PER_STATEMENT = 200;

/**
 * Group commit: the concurrent requests of one key (a game) go to the database together. The first
 * request of a quiet key is sent at once, alone, so nothing waits when requests are rare; those that
 * arrive while a statement of that key is in flight are gathered and sent, in arrival order, as one
 * statement when it returns: one lock of the key's row and one commit for the group. A group whose
 * statement the database refused (an SQL error rolls the whole statement back) is sent again one
 * request at a time, so each request gets its own answer or error; any other failure (a lost
 * connection, when the statement may have committed) is every request's error.
 */
export class GroupCommit<K, Req, Res> {
  /** Present while a statement of the key is in flight: the requests gathered meanwhile. */
  private readonly inFlight = new Map<K, Waiting<Req, Res>[]>();

  constructor(
    private readonly sender: GroupSender<K, Req, Res>,
    private readonly most = MOST_PER_STATEMENT,
  ) {}

  send(key: K, request: Req): Promise<Res> {
    const gathered = this.inFlight.get(key);
    if (gathered) return new Promise((resolve, reject) => gathered.push({ request, resolve, reject }));
    this.inFlight.set(key, []);
    const answer = this.sender.one(request);
    const next = () => this.next(key);
    answer.then(next, next);
    return answer;
  }

  private next(key: K): void {
    const gathered = this.inFlight.get(key) ?? [];
    if (gathered.length === 0) {
      this.inFlight.delete(key);
      return;
    }
    const group = gathered.splice(0, this.most);
    void this.flush(key, group).then(() => this.next(key));
  }

  private async flush(key: K, group: Waiting<Req, Res>[]): Promise<void> {
    if (group.length > 1) {
      let answers: Res[];
      try {
        answers = await this.sender.many(
          key,
          group.map((w) => w.request),
        );
      } catch (error) {
        if (!refusedByTheDatabase(error)) {
          for (const w of group) w.reject(error);
          return;
        }
        return this.oneByOne(group);
      }
      group.forEach((w, i) => {
        const answer = answers[i];
        if (answer === undefined)
          w.reject(new Error(`the group's statement answered nothing for request ${i}`));
        else w.resolve(answer);
      });
      return;
    }
    return this.oneByOne(group);
  }

  private async oneByOne(group: Waiting<Req, Res>[]): Promise<void> {
    for (const w of group) await this.sender.one(w.request).then(w.resolve, w.reject);
  }
}

/** An error the database answered with (an SQLSTATE): the statement was rolled back, nothing written. */
function refusedByTheDatabase(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** A group statement's answers, one row per request tagged with its index `k`, in the requests' order. */
export function answersByIndex<Row extends { k: number }>(rows: Row[], count: number): Row[] {
  const answers = new Array<Row>(count);
  for (const row of rows) answers[row.k] = row;
  return answers;
}
