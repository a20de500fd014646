import { keepPreviousData } from '@tanstack/react-query';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { trpc } from '../../../../lib/trpc';
import { useDebounced } from '../../../../lib/use-debounced';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { LinkButton } from '../../../../ui/link-button';
import { Select } from '../../../../ui/select';
import { Spinner } from '../../../../ui/spinner';
import * as office from '../back-office.css';
import { ListPager, SearchBox } from '../list-controls';
import { BulkActions } from './bulk-actions';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import type { DirectoryUser } from './types';
import { UserProfileDialog } from './user-profile-dialog';
import { UsersTable } from './users-table';

const FILTERS = [
  { id: 'all', name: 'All users' },
  { id: 'verified', name: 'Verified' },
  { id: 'unverified', name: 'Unverified' },
  { id: 'active', name: 'Active' },
  { id: 'inactive', name: 'Inactive' },
] as const;
type Filter = (typeof FILTERS)[number]['id'];
type SortKey = 'createdAt' | 'name' | 'email' | 'status';
const isSortKey = (id: string): id is SortKey => ['createdAt', 'name', 'email', 'status'].includes(id);

/** docs/rules/back-office.md, Lists: 50 at a time. */
const PAGE_SIZE = 50;
const SEARCH_PAUSE_MS = 300;

type Open = { kind: 'view' | 'edit' | 'delete'; user: DirectoryUser } | null;

/** The Users tab (docs/rules/back-office.md, Users tab): the directory searched, filtered, sorted and paged by the server. */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [open, setOpen] = useState<Open>(null);
  const query = useDebounced(search.trim(), SEARCH_PAUSE_MS);
  const sort = sorting[0] && isSortKey(sorting[0].id) ? sorting[0] : { id: 'createdAt' as const, desc: true };
  const shown = {
    search: query,
    filter,
    sort: sort.id as SortKey,
    direction: sort.desc ? 'desc' : 'asc',
  } as const;
  const list = trpc.admin.users.list.useQuery(
    { ...shown, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  // The export follows the search, filter and order on screen (every page of them).
  const exportHref = `/api/admin/users/export?${new URLSearchParams(shown)}`;
  const reset = () => {
    setPage(1);
    setSelection({});
  };
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  const stats = list.data?.stats;
  const tiles = [
    { label: 'Total Users', value: stats?.totalUsers },
    { label: 'Verified Users', value: stats?.verifiedUsers },
    { label: 'Active Users', value: stats?.activeUsers },
    { label: 'New Today', value: stats?.newToday },
  ];

  return (
    <div className={office.stack}>
      <div className={office.tiles}>
        {tiles.map((tile) => (
          <div key={tile.label} className={office.tile}>
            <span className={office.muted}>{tile.label}</span>
            <span className={office.tileValue}>{tile.value ?? '...'}</span>
          </div>
        ))}
      </div>
      <section className={office.card} aria-labelledby="user-directory">
        <div className={office.toolbar}>
          <h2 id="user-directory" className={office.sectionTitle}>
            User Directory
          </h2>
          <div className={office.actions}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => void list.refetch()}
              isDisabled={list.isFetching}
            >
              {list.isFetching ? 'Refreshing...' : 'Refresh'}
            </Button>
            <LinkButton variant="secondary" size="sm" href={exportHref} download>
              Export CSV
            </LinkButton>
            <BulkActions ids={selectedIds} onDone={() => setSelection({})} />
          </div>
        </div>
        <div className={office.filters}>
          <SearchBox
            label="Search users"
            placeholder="Name or e-mail"
            value={search}
            onChange={(value) => {
              setSearch(value);
              reset();
            }}
          />
          <Select
            label="Filter"
            options={FILTERS}
            value={filter}
            onChange={(value) => {
              setFilter((value ?? 'all') as Filter);
              reset();
            }}
          />
        </div>
        {list.isPending ? (
          <Spinner label="Loading users..." />
        ) : list.isError ? (
          <Alert tone="danger">The users could not be loaded. Press Refresh to try again.</Alert>
        ) : list.data.users.length === 0 ? (
          <p className={office.muted}>No users match.</p>
        ) : (
          <UsersTable
            users={list.data.users}
            sorting={sorting}
            onSortingChange={(next) => {
              setSorting(next);
              reset();
            }}
            selection={selection}
            onSelectionChange={setSelection}
            onView={(user) => setOpen({ kind: 'view', user })}
            onEdit={(user) => setOpen({ kind: 'edit', user })}
            onDelete={(user) => setOpen({ kind: 'delete', user })}
          />
        )}
        {list.data ? (
          <ListPager
            label="Pages of users"
            total={list.data.total}
            noun={['user', 'users']}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            extra={selectedIds.length > 0 ? ` · ${selectedIds.length} selected` : ''}
          />
        ) : null}
      </section>
      {open?.kind === 'view' ? <UserProfileDialog user={open.user} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'edit' ? <EditUserDialog user={open.user} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'delete' ? <DeleteUserDialog user={open.user} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
