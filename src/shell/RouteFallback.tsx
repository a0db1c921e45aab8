import { loadingText } from '../components/loadingText';
import { container } from '../design/layout.css';
import * as s from './shell.css';

export function RouteFallback() {
  return (
    <div className={`${container} ${s.centered}`} role="status" aria-live="polite">
      <p className={s.lead}>{loadingText}</p>
    </div>
  );
}
