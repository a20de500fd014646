import {
  createColumnHelper,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Button as AriaButton } from 'react-aria-components';
import { formatZonedDate } from '../../../../lib/us-format';
import { Button } from '../../../../ui/button';
import { Checkbox } from '../../../../ui/checkbox';
import { type DirectoryUser, fullName } from './types';
import * as styles from './users.css';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });
const helper = createColumnHelper<typeof features, DirectoryUser>();

const STATUS_LABEL = { active: 'Active', inactive: 'Inactive', suspended: 'Suspended' } as const;

interface RowActions {
  onView: (user: DirectoryUser) => void;
  onEdit: (user: DirectoryUser) => void;
  onDelete: (user: DirectoryUser) => void;
}

/** The columns the server sorts by carry its sort key as their id (DIRECTORY_SORTS). */
const columns = helper.columns([
  helper.display({ id: 'select', enableSorting: false, header: 'Select' }),
  helper.accessor((u) => fullName(u), { id: 'name', header: 'Name' }),
  helper.accessor('email', { id: 'email', header: 'E-mail' }),
  helper.accessor('cardOnFile', {
    id: 'verified',
    header: 'Verified',
    enableSorting: false,
    cell: ({ getValue }) => (getValue() ? 'Card on file' : 'No card'),
  }),
  helper.accessor('status', {
    id: 'status',
    header: 'Status',
    cell: ({ getValue }) => <span className={styles.badge[getValue()]}>{STATUS_LABEL[getValue()]}</span>,
  }),
  helper.accessor('createdAt', {
    id: 'createdAt',
    header: 'Joined',
    cell: ({ getValue }) => formatZonedDate(getValue()),
  }),
  helper.display({ id: 'actions', header: 'Actions', enableSorting: false }),
]);

export interface UsersTableProps extends RowActions {
  users: DirectoryUser[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
}

/** The user directory on TanStack Table: the server sorts and pages, the table keeps the selection. */
export function UsersTable({
  users,
  sorting,
  onSortingChange,
  selection,
  onSelectionChange,
  ...actions
}: UsersTableProps) {
  const table = useTable({
    features,
    columns,
    data: users,
    getRowId: (u) => String(u.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting, rowSelection: selection },
    onSortingChange: (updater) => onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable by keyboard on a phone.
    <section className={styles.tableScroll} tabIndex={0} aria-label="User directory table">
      <table className={styles.table}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = header.column;
                const sorted = column.getIsSorted();
                const ariaSort =
                  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
                if (column.id === 'select') {
                  return (
                    <th key={header.id} scope="col">
                      <Checkbox
                        aria-label="Select all users on this page"
                        isSelected={table.getIsAllRowsSelected()}
                        isIndeterminate={table.getIsSomeRowsSelected()}
                        onChange={(on) => table.toggleAllRowsSelected(on)}
                      >
                        {''}
                      </Checkbox>
                    </th>
                  );
                }
                return (
                  <th key={header.id} scope="col" aria-sort={ariaSort}>
                    {column.getCanSort() ? (
                      <AriaButton className={styles.sortButton} onPress={() => column.toggleSorting()}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </AriaButton>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => {
            const user = row.original;
            const name = fullName(user) || user.email;
            return (
              <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                {row.getAllCells().map((cell) => {
                  if (cell.column.id === 'select') {
                    return (
                      <td key={cell.id}>
                        <Checkbox
                          aria-label={`Select ${name}`}
                          isSelected={row.getIsSelected()}
                          onChange={(on) => row.toggleSelected(on)}
                        >
                          {''}
                        </Checkbox>
                      </td>
                    );
                  }
                  if (cell.column.id === 'actions') {
                    return (
                      <td key={cell.id}>
                        <div className={styles.rowActions}>
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`View ${name}`}
                            onPress={() => actions.onView(user)}
                          >
                            View
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={`Edit ${name}`}
                            onPress={() => actions.onEdit(user)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            aria-label={`Delete ${name}`}
                            onPress={() => actions.onDelete(user)}
                          >
                            Delete
                          </Button>
                        </div>
                      </td>
                    );
                  }
                  return (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
