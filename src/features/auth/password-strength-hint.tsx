import * as styles from './password-strength-hint.css';
import { PASSWORD_STRENGTHS, strengthLabels, type PasswordStrength } from './password-strength';

/**
 * The strength of the password being typed, under its field: steps filled
 * up to it, and its name in words, which a screen reader hears as it changes.
 */
export function PasswordStrengthHint({ strength }: { strength: PasswordStrength | null }) {
  const reached = strength ? PASSWORD_STRENGTHS.indexOf(strength) : -1;
  return (
    <div className={styles.hint}>
      {strength && (
        <span className={styles.steps} aria-hidden="true">
          {PASSWORD_STRENGTHS.map((step, index) => (
            <span key={step} className={styles.step} data-filled={index <= reached ? strength : undefined} />
          ))}
        </span>
      )}
      {/* Present while empty, so the first strength is announced as it appears. */}
      <p className={styles.words} aria-live="polite">
        {strength ? `Strength: ${strengthLabels[strength]}` : ''}
      </p>
    </div>
  );
}
