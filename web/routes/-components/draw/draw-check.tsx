import { useState } from 'react';
import { Button } from '../../../ui/button';
import { loadAndCheck } from '../../fairness/-components/use-fairness-check';
import * as styles from './draw.css';
import type { DrawEventOut } from './draw-event';
import { type DrawStep, drawSteps } from './draw-steps';

type CheckState =
  | { status: 'idle' | 'checking' }
  | { status: 'done'; steps: DrawStep[] }
  | { status: 'error'; message: string };

/** 'Check this draw': the fairness verifier runs in this page on the spot, each step green or red. */
export function DrawCheck({ event }: { event: DrawEventOut }) {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const run = async () => {
    setState({ status: 'checking' });
    try {
      setState({ status: 'done', steps: drawSteps(event, await loadAndCheck(event.gameId)) });
    } catch (error) {
      setState({ status: 'error', message: error instanceof Error ? error.message : 'The check failed.' });
    }
  };
  const allOk = state.status === 'done' && state.steps.every((step) => step.ok);
  return (
    <div className={styles.facts}>
      <div className={styles.actions}>
        <Button variant="secondary" isDisabled={state.status === 'checking'} onPress={() => void run()}>
          {state.status === 'checking' ? 'Checking...' : 'Check this draw'}
        </Button>
      </div>
      {state.status === 'error' ? <p role="alert">Could not check this draw: {state.message}</p> : null}
      {state.status === 'done' ? (
        <>
          <p role="status" data-draw-verdict={allOk ? 'checked' : 'failed'}>
            {allOk
              ? 'This draw checks out: your browser re-derived every step.'
              : 'This draw does NOT check out: a step failed.'}
          </p>
          <ol className={styles.steps} aria-label="Steps of the check">
            {state.steps.map((step) => (
              <li
                key={step.id}
                className={step.ok ? styles.stepOk : styles.stepBad}
                data-step={step.id}
                data-status={step.ok ? 'checked' : 'failed'}
              >
                <span className={step.ok ? styles.markOk : styles.markBad} aria-hidden="true">
                  {step.ok ? '✓' : '✗'}
                </span>
                <span>
                  <span className={styles.hidden}>{step.ok ? 'Passed: ' : 'Failed: '}</span>
                  {step.text}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}
