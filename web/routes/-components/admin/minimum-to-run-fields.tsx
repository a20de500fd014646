import { MAX_EXTEND_HOURS } from '../../../../domain/games/minimum-to-run';
import { Radio, RadioGroup } from '../../../ui/radio-group';
import { TextField } from '../../../ui/text-field';
import * as styles from './admin-games.css';
import type { MinimumDraft } from './minimum-to-run-form';

/**
 * Create only: the paid numbers the game must sell by its end, and what happens below them (the game
 * is cancelled with every paid number refunded, or its end moves once).
 */
export function MinimumToRunFields({
  value,
  onChange,
  isDisabled,
}: {
  value: MinimumDraft;
  onChange: (next: MinimumDraft) => void;
  isDisabled?: boolean;
}) {
  const set =
    <K extends keyof MinimumDraft>(key: K) =>
    (v: MinimumDraft[K]) =>
      onChange({ ...value, [key]: v });
  const hasMinimum = value.minimumToRun.trim() !== '';
  return (
    <fieldset className={styles.wide}>
      <legend>Minimum to run (optional)</legend>
      <TextField
        label="Paid numbers to sell by the end"
        type="number"
        value={value.minimumToRun}
        onChange={set('minimumToRun')}
        description="Leave empty for no minimum: the game runs whatever it sells."
        isDisabled={isDisabled}
      />
      {hasMinimum ? (
        <>
          <RadioGroup
            label="Below the minimum at the end"
            value={value.belowMinimum}
            onChange={(v) => set('belowMinimum')(v === 'extend' ? 'extend' : 'cancel')}
            isDisabled={isDisabled}
          >
            <Radio value="cancel">Cancel the game and refund every paid number</Radio>
            <Radio value="extend">Extend the end once, then close on whatever sold</Radio>
          </RadioGroup>
          {value.belowMinimum === 'extend' ? (
            <TextField
              label="Extend by (hours)"
              type="number"
              value={value.extendHours}
              onChange={set('extendHours')}
              description={`1 to ${MAX_EXTEND_HOURS} hours`}
              isRequired
              isDisabled={isDisabled}
            />
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
