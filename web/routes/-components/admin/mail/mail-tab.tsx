import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { MAIL_KIND_LABELS } from '../../../../../domain/mail/mail-search';
import { trpc } from '../../../../lib/trpc';
import { formatZonedDateTime } from '../../../../lib/us-format';
import { useDebounced } from '../../../../lib/use-debounced';
import { Select } from '../../../../ui/select';
import * as styles from '../back-office.css';
import { ListPager, SearchBox } from '../list-controls';
import * as mail from './mail.css';
import type { MailSummary } from './mail-types';

/** How often the outbox list is fetched again while the tab is open. */
const MAIL_POLL_MS = 10_000;
const SEARCH_PAUSE_MS = 300;

const STATUSES = [
  { id: 'all', name: 'Any status' },
  { id: 'pending', name: 'Pending' },
  { id: 'sent', name: 'Sent' },
  { id: 'kept', name: 'Kept' },
  { id: 'failed', name: 'Failed' },
];

const KINDS = [
  { id: 'all', name: 'Every kind' },
  ...Object.entries(MAIL_KIND_LABELS).map(([id, name]) => ({ id, name })),
];

/**
 * The Mail tab: the outbox's messages, newest first, searched, filtered and paged by the server (50 a
 * page), and the one selected read as text and as HTML.
 */
export function MailTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [kind, setKind] = useState('all');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const list = trpc.admin.mail.list.useQuery(
    {
      status: status === 'all' ? undefined : (status as MailSummary['status']),
      kind: kind === 'all' ? undefined : kind,
      search: query || undefined,
      page,
    },
    { staleTime: 0, refetchInterval: MAIL_POLL_MS, placeholderData: keepPreviousData },
  );
  const [selected, setSelected] = useState<string | null>(null);
  const chosen = list.data?.messages.find((m) => m.id === selected);
  const choose = (set: (value: string) => void) => (value: string | null) => {
    set(value ?? 'all');
    setPage(1);
  };
  const filtered = query !== '' || status !== 'all' || kind !== 'all';
  return (
    <section className={styles.stack} aria-labelledby="mail-title">
      <h2 id="mail-title" className={styles.sectionTitle}>
        Mail
      </h2>
      <div className={styles.filters}>
        <SearchBox
          label="Search mail"
          placeholder="Recipient or subject"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Select label="Kind" options={KINDS} value={kind} onChange={choose(setKind)} />
        <Select label="Status" options={STATUSES} value={status} onChange={choose(setStatus)} />
      </div>
      {list.isPending ? (
        <p className={styles.muted} role="status">
          Loading messages…
        </p>
      ) : list.isError ? (
        <p className={styles.muted}>The messages could not be loaded.</p>
      ) : list.data.messages.length === 0 ? (
        <div className={styles.card}>
          <h3 className={styles.sectionTitle}>{filtered ? 'No Matching Messages' : 'No Messages Yet'}</h3>
          <p className={styles.muted}>
            {filtered
              ? 'No e-mail matches this search and these filters.'
              : 'E-mails to winners and players, and test e-mails, will appear here as they are sent.'}
          </p>
        </div>
      ) : (
        <>
          <div className={mail.layout}>
            <ul className={mail.messages} aria-label="Messages, newest first">
              {list.data.messages.map((m) => (
                <li key={m.id}>
                  <MessageButton
                    message={m}
                    selected={m.id === selected}
                    onSelect={() => setSelected(m.id)}
                  />
                </li>
              ))}
            </ul>
            {chosen ? (
              // Keyed by its delivery state: when a poll shows the message sent or kept, it is read again.
              <MessageDetail key={`${chosen.id}:${chosen.status}:${chosen.tries}`} id={chosen.id} />
            ) : (
              <p className={styles.muted}>Select a message to read it.</p>
            )}
          </div>
          <ListPager
            label="Pages of messages"
            total={list.data.total}
            noun={['message', 'messages']}
            page={page}
            pageSize={list.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).replace('-', ' ');

function MessageButton(props: { message: MailSummary; selected: boolean; onSelect: () => void }) {
  const m = props.message;
  return (
    <button type="button" className={mail.message} aria-current={props.selected} onClick={props.onSelect}>
      <strong>{m.subject ?? `${capitalised(m.kind)} e-mail (not rendered yet)`}</strong>
      <span className={styles.muted}>To {m.to ?? 'no address'}</span>
      <span className={mail.status[m.status]}>{m.status}</span>
      <span className={styles.muted}>
        {formatZonedDateTime(m.createdAt)} · {m.tries === 1 ? '1 try' : `${m.tries} tries`}
      </span>
      {m.lastError ? <span className={styles.muted}>Last error: {m.lastError}</span> : null}
    </button>
  );
}

function MessageDetail({ id }: { id: string }) {
  const detail = trpc.admin.mail.get.useQuery({ id }, { staleTime: 0 });
  if (detail.isPending)
    return (
      <p className={styles.muted} role="status">
        Loading the message…
      </p>
    );
  if (detail.isError) return <p className={styles.muted}>The message could not be loaded.</p>;
  const m = detail.data;
  return (
    <article className={styles.card} aria-labelledby="mail-subject">
      <h3 id="mail-subject" className={styles.sectionTitle}>
        {m.subject}
      </h3>
      <p className={styles.muted}>
        To {m.to ?? 'no address'} · {m.status}
        {m.deliveredAt ? ` · delivered ${formatZonedDateTime(m.deliveredAt)}` : ''}
        {m.rendered ? '' : ' · not rendered yet: shown as it will be sent'}
      </p>
      <iframe className={mail.html} sandbox="" srcDoc={m.html} title={`HTML of the e-mail: ${m.subject}`} />
      <h4 id="mail-text" className={styles.muted}>
        Plain text
      </h4>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long text scrolls in its box; a keyboard must reach it. */}
      <section className={mail.text} tabIndex={0} aria-labelledby="mail-text">
        <pre className={mail.pre}>{m.text}</pre>
      </section>
    </article>
  );
}
