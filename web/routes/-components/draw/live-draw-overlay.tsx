import { Button } from '../../../ui/button';
import type { WheelSpin } from '../../game/-components/wheel/wheel';
import * as styles from './draw.css';
import type { DrawEventOut } from './draw-event';
import { DrawShow } from './draw-show';

/** A draw played over the lobby or /winners until closed: its own chunk, loaded when a draw arrives. */
export default function LiveDrawOverlay(props: { event: DrawEventOut; spin: WheelSpin; onClose(): void }) {
  return (
    <div className={styles.panel}>
      <DrawShow event={props.event} spin={props.spin}>
        <Button variant="ghost" onPress={props.onClose}>
          Close
        </Button>
      </DrawShow>
    </div>
  );
}
