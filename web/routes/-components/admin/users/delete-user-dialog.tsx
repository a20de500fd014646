import { trpc } from '../../../../lib/trpc';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { useToast } from '../../../../ui/toast-queue';
import { type DirectoryUser, fullName } from './types';
import { useUsersChanged } from './use-users-changed';

/** Delete user: a confirmation step, then the erasure (docs/rules/accounts.md, Deleting an account: the ledger kept anonymised). */
export function DeleteUserDialog({ user, onClose }: { user: DirectoryUser; onClose: () => void }) {
  const toast = useToast();
  const changed = useUsersChanged();
  const remove = trpc.admin.users.delete.useMutation({
    onSuccess: ({ deletedUser }) => {
      toast.success('User Deleted', `${deletedUser.email} has been permanently deleted`);
      changed();
      onClose();
    },
    onError: () => toast.error('Delete Failed', 'Failed to delete user'),
  });
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      role="alertdialog"
      tone="danger"
      title="Delete User?"
      actions={
        <>
          <Button variant="ghost" onPress={onClose}>
            Keep User
          </Button>
          <Button
            variant="danger"
            isDisabled={remove.isPending}
            onPress={() => remove.mutate({ id: user.id })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Forever'}
          </Button>
        </>
      }
    >
      <p>
        <strong>{fullName(user)}</strong> ({user.email})
      </p>
      <p>
        This action cannot be undone. The account, its cards and its sign-ins are removed; its entries and
        payments stay in the ledger without the player's name.
      </p>
    </Dialog>
  );
}
