import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link } from '../../../ui/link';
import { Wheel, type WheelSpin } from '../../game/-components/wheel/wheel';
import * as styles from './draw.css';
import { DrawCheck } from './draw-check';
import { type DrawEventOut, drawResultText } from './draw-event';

const TITLE = {
  draw: 'Live draw',
  redraw: 'Redraw',
  'set-aside': 'Winner set aside',
  pick: "Administrator's pick",
} as const;

export interface DrawShowProps {
  event: DrawEventOut;
  /** A new turn of the wheel to the drawn number (its id), or null: the result at once. */
  spin: WheelSpin | null;
  headingLevel?: 'h2' | 'h3';
  children?: ReactNode;
}

/**
 * An administrator's pick, said for what it is: a choice with a reason, recorded in the public log,
 * with no random pick for a browser to re-derive (docs/rules/fairness.md, The live draw).
 */
function PickFacts({ reason }: { reason: string | null }) {
  return (
    <>
      <p data-draw-pick>
        No wheel was turned and there is no random pick to check against the seed. The administrator's reason,
        as the game's public log records it: {reason ?? 'none given'}.
      </p>
      <p>The fairness page shows the pick in the log and checks that the log itself was not changed.</p>
    </>
  );
}

/**
 * A draw as every watching page shows it: the wheel turns to the drawn number the server decided
 * (under prefers-reduced-motion it is there at once), then the winner as the publicity rules name
 * them, the revealed seed, the draw's message and 'Check this draw'. One polite announcement.
 */
export function DrawShow({ event, spin, headingLevel: Heading = 'h2', children }: DrawShowProps) {
  // Only a random draw turns the wheel: a set-aside and an administrator's pick are shown as they are.
  const turns = spin !== null && (event.kind === 'draw' || event.kind === 'redraw');
  const [landedSpin, setLandedSpin] = useState<number | null>(null);
  const done = !turns || landedSpin === spin?.id;
  const onSpinEnd = useCallback((id: number) => setLandedSpin(id), []);
  const headingId = `draw-${event.gameId}-${event.position}`;
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (done && spin !== null) setAnnounced(drawResultText(event));
  }, [done, spin, event]);
  return (
    <section
      className={styles.show}
      aria-labelledby={headingId}
      data-draw={event.kind}
      data-drawn={event.number}
    >
      <Heading id={headingId} className={styles.title}>
        {TITLE[event.kind]}: {event.gameName}
      </Heading>
      {turns ? (
        <div className={styles.wheel}>
          <Wheel
            totalNumbers={event.totalNumbers}
            available={null}
            landing={event.number}
            spin={spin}
            onSpinEnd={onSpinEnd}
          />
        </div>
      ) : null}
      <p className={styles.hidden} aria-live="polite" aria-atomic="true">
        {announced}
      </p>
      {done ? (
        <>
          <p className={styles.result} data-draw-result>
            {drawResultText(event)}
          </p>
          {event.kind === 'redraw' && event.reason ? (
            <p>The winner before was set aside: {event.reason}.</p>
          ) : null}
          {event.kind === 'pick' ? (
            <PickFacts reason={event.reason} />
          ) : (
            <>
              <dl className={styles.facts}>
                <dt className={styles.term}>Server seed (revealed)</dt>
                <dd className={styles.detail}>
                  <code className={styles.code} data-draw-seed>
                    {event.serverSeed}
                  </code>
                </dd>
                {event.message ? (
                  <>
                    <dt className={styles.term}>The draw's message</dt>
                    <dd className={styles.detail}>
                      <code className={styles.code}>{event.message}</code>
                    </dd>
                  </>
                ) : null}
              </dl>
              <DrawCheck event={event} />
            </>
          )}
          <Link href={`/fairness/${event.gameId}`}>The whole fairness page of {event.gameName}</Link>
        </>
      ) : (
        <p>The wheel is turning...</p>
      )}
      {children}
    </section>
  );
}
