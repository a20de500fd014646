import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import * as office from './back-office.css';

/** A list's search, asked of the server once typing pauses (the caller debounces). */
export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className={office.search}>
      <TextField type="search" {...props} />
    </div>
  );
}

/**
 * A list paged by the server: how many match, which page of how many, and Previous and Next (the
 * server's `total` and page size say how many pages there are).
 */
export function ListPager(props: {
  label: string;
  total: number;
  noun: [one: string, many: string];
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  extra?: ReactNode;
}) {
  const { total, page, pageSize, onPage } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={office.pager} aria-label={props.label}>
      <span className={office.muted}>
        {total} {total === 1 ? props.noun[0] : props.noun[1]} · page {page} of {pages}
        {props.extra}
      </span>
      <div className={office.actions}>
        <Button variant="ghost" size="sm" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="ghost" size="sm" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
