import { passwordRules } from '../../domain/password.ts';
import { cx } from '../../components/cx.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import * as styles from './account.css.ts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The live requirements checklist of the reset form: each rule of src/domain/password.ts, met or not. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <div id={id}>
      <p className={styles.checklistTitle}>Password requirements</p>
      <ul className={styles.checklist} aria-label="Password requirements">
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.label} className={cx(styles.rule, met && styles.ruleMet)} data-met={met}>
              <span className={styles.ruleMark} aria-hidden="true">
                {met ? '✓' : ''}
              </span>
              <span>
                {capitalised(rule.label)}
                <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
