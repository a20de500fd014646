import { Switch } from 'react-aria-components';
import { messageOf } from '../../../lib/errors';
import { type PreferencesOut, trpc } from '../../../lib/trpc';
import { Spinner } from '../../../ui/spinner';
import * as styles from './dashboard.css';
import { useNotify } from './notices';

type Preferences = PreferencesOut;
type Key = keyof Preferences;

interface Group {
  id: string;
  title: string;
  saved: string;
  items: { key: Key; label: string }[];
  hint?: string;
}

const GROUPS: Group[] = [
  {
    id: 'game',
    title: 'Game Preferences',
    saved: 'Your game preferences have been updated.',
    items: [
      { key: 'soundEffects', label: 'Sound Effects' },
      { key: 'confettiEffects', label: 'Confetti Effects' },
    ],
  },
  {
    id: 'notifications',
    title: 'Notifications',
    saved: 'Your notification preferences have been updated.',
    items: [
      { key: 'emailNotifications', label: 'Email Notifications' },
      { key: 'winNotifications', label: 'Win Notifications' },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy Settings',
    saved: 'Your privacy preferences have been updated.',
    items: [
      { key: 'marketingCommunications', label: 'Marketing Communications' },
      { key: 'profileVisible', label: 'Profile Visibility' },
    ],
    hint:
      'Profile Visibility on: if you win, the Winners page and the game page name you by first name, ' +
      'last initial and state. Off: they show only your state. It is the same choice as the ' +
      'sign-up form’s “keep my name private”.',
  },
];

/** Each toggle is saved on the server at once, for this player (GET/PUT /api/user/preferences). */
export function PreferencesPanel() {
  const utils = trpc.useUtils();
  const notify = useNotify();
  const preferences = trpc.account.preferences.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const save = trpc.account.savePreferences.useMutation();

  const change = async (current: Preferences, key: Key, value: boolean, saved: string) => {
    const next = { ...current, [key]: value };
    utils.account.preferences.setData(undefined, next);
    try {
      utils.account.preferences.setData(undefined, await save.mutateAsync(next));
      notify.success('Settings Saved', saved);
    } catch (error) {
      utils.account.preferences.setData(undefined, current);
      notify.error('Error', messageOf(error, 'Failed to save settings.'));
    }
  };

  if (preferences.isPending) return <Spinner label="Loading preferences..." />;
  if (preferences.isError) {
    return <p className={styles.muted}>Your preferences could not be loaded. Press Refresh to try again.</p>;
  }
  const current = preferences.data;
  return (
    <>
      {GROUPS.map((group) => (
        <section key={group.id} className={styles.card} aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`} className={styles.sectionTitle}>
            {group.title}
          </h2>
          {group.items.map((item) => (
            <Switch
              key={item.key}
              className={styles.toggle}
              isSelected={current[item.key]}
              isDisabled={save.isPending}
              onChange={(value) => void change(current, item.key, value, group.saved)}
            >
              <span>{item.label}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.thumb} />
              </span>
            </Switch>
          ))}
          {group.hint ? <p className={styles.muted}>{group.hint}</p> : null}
        </section>
      ))}
    </>
  );
}
