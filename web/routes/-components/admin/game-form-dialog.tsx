import { useState } from 'react';
import { GAME_DEFAULTS, GAME_LIMITS } from '../../../../domain/games/game';
import { fieldOf, messageOf } from '../../../lib/errors';
import { instantFieldsOf } from '../../../lib/instant-prizes';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import * as field from '../../../ui/field.css';
import { useToast } from '../../../ui/toast-queue';
import * as styles from './admin-games.css';
import type { AdminGame } from './admin-types';
import {
  bodyOf,
  capError,
  editGameForm,
  freeStartFor,
  type GameForm,
  newGameForm,
  scheduleOf,
} from './game-form';
import { Field } from './game-form-field';
import { checkPrizes, type PrizeDraft } from './instant-prize-drafts';
import { InstantPrizesField } from './instant-prizes-field';
import { MinimumToRunFields } from './minimum-to-run-fields';
import { minimumBodyOf, newMinimumDraft } from './minimum-to-run-form';
import { OverpricedNumbersWarning } from './overpriced-numbers-warning';
import { PrizeImageField } from './prize-image-field';

type Key = keyof GameForm;

/** Local checks before sending; every other rule is the server's, shown beside its field. */
function checkForm(form: GameForm): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!form.name.trim()) errors.name = 'Game name is required';
  if (!form.prize.trim()) errors.prize = 'Prize is required';
  const value = Number(form.prizeValue);
  if (form.prizeValue.trim() === '' || !Number.isFinite(value) || value < 0)
    errors.prizeValue = 'Prize value must be a number of dollars, 0 or more';
  const prizes = checkPrizes(form.instantPrizes, form.totalNumbers);
  if (prizes) errors.instantPrizes = prizes;
  const cap = capError(form);
  if (cap) errors.maxEntriesPerPlayer = cap;
  return errors;
}

/** The server's field names mapped to the form's. */
const FORM_KEY: Record<string, Key> = {
  freePlay: 'freePlayStart',
  prizeValueCents: 'prizeValue',
  minPrizeValueCents: 'prizeValue',
  endTime: 'durationHours',
};

export function GameFormDialog({
  game,
  onClose,
}: {
  /** The game to edit, or null to create one. */
  game: AdminGame | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<GameForm>(() => (game ? editGameForm(game) : newGameForm()));
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const utils = trpc.useUtils();
  const done = (title: string) => {
    toast.success(title);
    void utils.admin.games.list.invalidate();
    onClose();
  };
  const refused = (title: string) => (error: unknown) => {
    const message = messageOf(error, title);
    const key = fieldOf(error);
    // A prize's own field (instantPrizes.1.value) shows with the list.
    const named = key?.startsWith('instantPrizes') ? 'instantPrizes' : key;
    const formKey = named ? (FORM_KEY[named] ?? named) : undefined;
    // Beside the field the server names, or above the buttons when the form has no such field.
    if (formKey && formKey in form) setErrors({ [formKey]: message });
    else setFailure(message);
    toast.error(title, message);
  };
  const create = trpc.admin.games.create.useMutation({
    onSuccess: () => done('Game created successfully'),
    onError: refused('Failed to create game'),
  });
  const update = trpc.admin.games.update.useMutation({
    onSuccess: () => done('Game updated successfully'),
    onError: refused('Failed to update game'),
  });
  const pending = create.isPending || update.isPending;
  const [minimum, setMinimum] = useState(newMinimumDraft);
  const locked = game?.numbersLocked ?? false;
  const set = (key: Key) => (value: string | boolean | PrizeDraft[] | null) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  const onTotal = (value: string) => {
    setErrors(({ totalNumbers: _fixed, ...rest }) => rest);
    setForm((f) => {
      const total = Number(value);
      if (!Number.isInteger(total) || total < 1) return { ...f, totalNumbers: value };
      return {
        ...f,
        totalNumbers: value,
        freePlayStart: String(freeStartFor(total)),
        freePlayEnd: value,
      };
    });
  };

  const submit = () => {
    const found = checkForm(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const hadPrizes = game ? instantFieldsOf(game).instantPrizes.length > 0 : false;
    if (game) update.mutate({ id: game.id, ...bodyOf(form, { hadPrizes, locked }) });
    else create.mutate({ ...bodyOf(form), ...scheduleOf(form), ...minimumBodyOf(minimum) });
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && !pending && onClose()}
      title={game ? 'Edit Game' : 'Create Game'}
      actions={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={pending}>
            Cancel
          </Button>
          <Button onPress={submit} isDisabled={pending}>
            {game
              ? update.isPending
                ? 'Updating Game...'
                : 'Update Game'
              : create.isPending
                ? 'Creating Game...'
                : 'Create Game'}
          </Button>
        </>
      }
    >
      <form
        className={styles.formGrid}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field label="Game Name" value={form.name} onChange={set('name')} error={errors.name} isRequired />
        <Field label="Emoji" value={form.emoji} onChange={set('emoji')} error={errors.emoji} />
        <Field
          label="Description"
          value={form.description}
          onChange={set('description')}
          error={errors.description}
          multiline
          wide
        />
        <Field label="Prize" value={form.prize} onChange={set('prize')} error={errors.prize} isRequired />
        <Field
          label="Prize Value ($)"
          type="number"
          value={form.prizeValue}
          onChange={set('prizeValue')}
          error={errors.prizeValue}
        />
        <PrizeImageField value={form.prizeImageUrl} onChange={set('prizeImageUrl')} isDisabled={pending} />
        {errors.prizeImageUrl ? (
          <div className={styles.wide}>
            <Alert tone="danger">{errors.prizeImageUrl}</Alert>
          </div>
        ) : null}
        <Field
          label="Total Numbers"
          type="number"
          value={form.totalNumbers}
          onChange={onTotal}
          error={errors.totalNumbers}
          isDisabled={locked}
        />
        <Field
          label="Duration (hours)"
          type="number"
          placeholder={String(GAME_DEFAULTS.durationHours)}
          description={`${GAME_LIMITS.minDurationHours} to ${GAME_LIMITS.maxDurationHours} hours`}
          value={form.durationHours}
          onChange={set('durationHours')}
          error={errors.durationHours}
        />
        <Field
          label="Maximum paid entries per player (optional)"
          type="number"
          value={form.maxEntriesPerPlayer}
          onChange={set('maxEntriesPerPlayer')}
          error={errors.maxEntriesPerPlayer}
          description="Leave empty for no cap. The free entry always comes on top of it."
          isReadOnly={locked}
          wide
        />
        <div className={styles.wide}>
          <Checkbox isSelected={form.freePlay} onChange={set('freePlay')} isDisabled={locked}>
            Free play numbers
          </Checkbox>
        </div>
        {form.freePlay ? (
          <>
            <Field
              label="Free Play Start"
              type="number"
              value={form.freePlayStart}
              onChange={set('freePlayStart')}
              error={errors.freePlayStart}
              isDisabled={locked}
            />
            <Field
              label="Free Play End"
              type="number"
              value={form.freePlayEnd}
              onChange={set('freePlayEnd')}
              error={errors.freePlayEnd}
              isDisabled={locked}
            />
          </>
        ) : (
          <p className={`${field.description} ${styles.wide}`}>All numbers require payment.</p>
        )}
        <OverpricedNumbersWarning form={form} />
        {locked ? (
          <div className={styles.wide}>
            <Alert tone="info">
              Numbers have been claimed in this game, so its total numbers, free range and cap on paid entries
              can no longer change.
            </Alert>
          </div>
        ) : null}
        <InstantPrizesField
          prizes={form.instantPrizes}
          onChange={set('instantPrizes')}
          totalNumbers={form.totalNumbers}
          prizesError={errors.instantPrizes}
          locked={locked}
        />
        {game ? null : (
          <Field
            label="Scheduled Start (optional)"
            type="datetime-local"
            value={form.startTime}
            onChange={set('startTime')}
            error={errors.startTime}
            wide
          />
        )}
        {game ? null : <MinimumToRunFields value={minimum} onChange={setMinimum} isDisabled={pending} />}
        {failure ? (
          <div className={styles.wide}>
            <Alert tone="danger">{failure}</Alert>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
