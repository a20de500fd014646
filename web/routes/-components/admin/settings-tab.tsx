import { useEffect, useState } from 'react';
import { messageOf } from '../../../lib/errors';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast-queue';
import { AdminProfileForms } from './admin-profile-forms';
import * as styles from './back-office.css';
import {
  changedValues,
  type Draft,
  defaultTextOf,
  draftOf,
  labelOf,
  type SettingRecord,
} from './setting-drafts';
import { TwoFactorPanel } from './two-factor-panel';

const GROUPS = [
  { id: 'application', title: 'Application Settings' },
  { id: 'payment', title: 'Payment Settings' },
  { id: 'security', title: 'Security & Access Control' },
] as const;

const draftsOf = (settings: readonly SettingRecord[]) =>
  Object.fromEntries(settings.map((setting) => [setting.key, draftOf(setting)]));

/** The Settings tab: stored, applied settings (docs/rules/back-office.md, Settings) and the admin's own profile. */
export function SettingsTab() {
  const toast = useToast();
  const utils = trpc.useUtils();
  const list = trpc.admin.settings.list.useQuery();
  const saveAll = trpc.admin.settings.saveAll.useMutation();
  const reset = trpc.admin.settings.reset.useMutation();
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [confirmReset, setConfirmReset] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Each answer (a Refresh too, even when nothing changed on the server) replaces the drafts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataUpdatedAt marks each answer
  useEffect(() => {
    if (list.data) setDrafts(draftsOf(list.data));
  }, [list.data, list.dataUpdatedAt]);

  if (list.isPending) return <Spinner label="Loading settings..." />;
  if (list.isError)
    return <Alert tone="danger">The settings could not be loaded: {list.error.message}</Alert>;
  const settings = list.data;

  const save = async () => {
    const values = changedValues(settings, drafts);
    if (Object.keys(values).length === 0) {
      toast.success('Settings Saved', 'No setting had changed');
      return;
    }
    try {
      utils.admin.settings.list.setData(undefined, await saveAll.mutateAsync({ values }));
      setError(null);
      toast.success('Settings Saved', 'System settings have been updated successfully');
    } catch (failure) {
      const message = messageOf(failure, 'Failed to save settings');
      setError(message);
      toast.error('Settings Not Saved', message);
    }
  };

  const resetAll = async () => {
    setConfirmReset(false);
    try {
      utils.admin.settings.list.setData(undefined, await reset.mutateAsync());
      setError(null);
      toast.success('Settings Reset', 'All settings have been reset to defaults');
    } catch (failure) {
      toast.error('Reset Failed', messageOf(failure, 'Failed to reset settings'));
    }
  };

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <h2 className={styles.sectionTitle}>System Settings</h2>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => void list.refetch()} isDisabled={list.isFetching}>
            {list.isFetching ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      </div>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {GROUPS.map((group) => (
        <section key={group.id} className={styles.card} aria-labelledby={`settings-${group.id}`}>
          <h3 id={`settings-${group.id}`} className={styles.sectionTitle}>
            {group.title}
          </h3>
          <div className={styles.fields}>
            {settings
              .filter((setting) => setting.group === group.id)
              .map((setting) => (
                <SettingControl
                  key={setting.key}
                  setting={setting}
                  draft={drafts[setting.key] ?? draftOf(setting)}
                  onChange={(draft) => setDrafts((current) => ({ ...current, [setting.key]: draft }))}
                />
              ))}
          </div>
        </section>
      ))}
      <div className={styles.actions}>
        <Button variant="ghost" onPress={() => setConfirmReset(true)} isDisabled={reset.isPending}>
          Reset to Defaults
        </Button>
        <Button onPress={() => void save()} isDisabled={saveAll.isPending}>
          {saveAll.isPending ? 'Saving...' : 'Save All Settings'}
        </Button>
      </div>
      <Dialog
        isOpen={confirmReset}
        onOpenChange={setConfirmReset}
        role="alertdialog"
        icon="⚠️"
        tone="warning"
        title="Reset to Defaults?"
        actions={
          <>
            <Button variant="ghost" onPress={() => setConfirmReset(false)}>
              Keep Settings
            </Button>
            <Button variant="danger" onPress={() => void resetAll()}>
              Reset Settings
            </Button>
          </>
        }
      >
        <p>Every setting goes back to its default value, and the rules apply the defaults at once.</p>
      </Dialog>
      <TwoFactorPanel />
      <AdminProfileForms />
    </div>
  );
}

function SettingControl(props: { setting: SettingRecord; draft: Draft; onChange: (draft: Draft) => void }) {
  const { setting, draft, onChange } = props;
  const hint = `Default: ${defaultTextOf(setting)}`;
  if (typeof draft === 'boolean') {
    return (
      <Checkbox isSelected={draft} onChange={onChange}>
        {setting.label}
      </Checkbox>
    );
  }
  return (
    <TextField
      label={labelOf(setting)}
      value={draft}
      onChange={onChange}
      inputMode={setting.type === 'list' ? 'text' : 'decimal'}
      description={setting.type === 'list' ? `Separate entries with commas. ${hint}` : hint}
    />
  );
}
