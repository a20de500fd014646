import { inject, injectable } from 'inversify';
import type { AccountStatus } from '../../domain/accounts/user';
import { DeleteUser } from './delete-user';
import { EditUser } from './edit-user';

export type BulkAction = { action: 'setStatus'; status: AccountStatus } | { action: 'delete' };

export type BulkOutcome = { id: number; ok: true } | { id: number; ok: false; code: string; message: string };

/** Bulk Actions on the selected users: each id on its own, with its own outcome. */
@injectable()
export class BulkUserAction {
  constructor(
    @inject(EditUser) private readonly editUser: EditUser,
    @inject(DeleteUser) private readonly deleteUser: DeleteUser,
  ) {}

  async execute(adminId: number, ids: readonly number[], bulk: BulkAction): Promise<BulkOutcome[]> {
    const outcomes: BulkOutcome[] = [];
    for (const id of new Set(ids)) {
      const result =
        bulk.action === 'delete'
          ? await this.deleteUser.execute(adminId, id)
          : await this.editUser.execute(adminId, id, { status: bulk.status });
      outcomes.push(
        result.ok
          ? { id, ok: true }
          : { id, ok: false, code: result.error.code, message: result.error.message },
      );
    }
    return outcomes;
  }
}
