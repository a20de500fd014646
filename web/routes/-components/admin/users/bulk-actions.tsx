import { useState } from 'react';
import { messageOf } from '../../../../lib/errors';
import { trpc } from '../../../../lib/trpc';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { Select } from '../../../../ui/select';
import { useToast } from '../../../../ui/toast-queue';
import { useUsersChanged } from './use-users-changed';

const ACTIONS = [
  { id: 'active', name: 'Set status: Active' },
  { id: 'inactive', name: 'Set status: Inactive' },
  { id: 'suspended', name: 'Set status: Suspended' },
  { id: 'delete', name: 'Delete permanently' },
] as const;
type ActionId = (typeof ACTIONS)[number]['id'];

/** Bulk Actions on the selected rows: one confirmation, then one outcome per user in a toast. */
export function BulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const [action, setAction] = useState<ActionId>('suspended');
  const toast = useToast();
  const changed = useUsersChanged();
  const bulk = trpc.admin.users.bulk.useMutation({
    onSuccess: (answer) => {
      const failures = answer.results
        .filter((r) => !r.ok)
        .map((r) => `#${r.id}: ${'message' in r ? r.message : 'failed'}`);
      const summary = `${answer.succeeded} succeeded, ${answer.failed} failed`;
      const describe = failures.length > 0 ? `${summary}. ${failures.join('; ')}` : summary;
      if (answer.failed > 0) toast.error('Bulk Action Incomplete', describe);
      else toast.success('Bulk Action Done', describe);
      setOpen(false);
      onDone();
    },
    onError: (error) =>
      toast.error('Bulk Action Failed', messageOf(error, 'The action could not be applied')),
    onSettled: () => changed(),
  });
  const run = () =>
    bulk.mutate(
      action === 'delete' ? { action: 'delete', ids } : { action: 'setStatus', status: action, ids },
    );
  const chosen = ACTIONS.find((a) => a.id === action)?.name ?? '';
  return (
    <>
      <Button variant="secondary" size="sm" isDisabled={ids.length === 0} onPress={() => setOpen(true)}>
        Bulk Actions{ids.length > 0 ? ` (${ids.length})` : ''}
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        role="alertdialog"
        title="Bulk Actions"
        tone={action === 'delete' ? 'danger' : 'neutral'}
        actions={
          <>
            <Button variant="ghost" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant={action === 'delete' ? 'danger' : 'primary'}
              isDisabled={bulk.isPending}
              onPress={run}
            >
              {bulk.isPending ? 'Applying...' : 'Apply to Selected'}
            </Button>
          </>
        }
      >
        <Select
          label="Action"
          options={ACTIONS}
          value={action}
          onChange={(value) => value && setAction(value as ActionId)}
        />
        <p>
          {chosen} for {ids.length} selected {ids.length === 1 ? 'user' : 'users'}.
          {action === 'delete' ? ' This cannot be undone: their accounts are erased.' : ''}
        </p>
      </Dialog>
    </>
  );
}
