import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { RadioGroup, type RadioOption } from '@/components/ui/radio-group';
import * as styles from './accessibility-panel.css';
import type { Contrast, TextSize, Theme } from './preferences';
import { preferencesState, resetPreferences, setContrast, setTextSize, setTheme } from './preferences-store';

const themeOptions: RadioOption<Theme>[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const textSizeOptions: RadioOption<TextSize>[] = [
  { value: 'small', label: 'Small' },
  { value: 'normal', label: 'Normal' },
  { value: 'large', label: 'Large' },
];

const contrastOptions: RadioOption<Contrast>[] = [
  { value: 'system', label: 'System' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
];

/** The panel's controls: theme, text size and contrast, and 'Reset to Default'. */
export function AccessibilitySettings({ onShowShortcuts }: { onShowShortcuts?: (() => void) | undefined }) {
  const preferences = useSnapshot(preferencesState);
  return (
    <>
      <p className={styles.note}>
        Changes apply at once and are remembered on this device. System follows the settings of your device.
      </p>
      <div className={styles.groups}>
        <RadioGroup label="Theme" options={themeOptions} value={preferences.theme} onChange={setTheme} />
        <RadioGroup
          label="Text size"
          options={textSizeOptions}
          value={preferences.textSize}
          onChange={setTextSize}
        />
        <RadioGroup
          label="Contrast"
          options={contrastOptions}
          value={preferences.contrast}
          onChange={setContrast}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="outline" onPress={resetPreferences}>
          Reset to Default
        </Button>
        {onShowShortcuts && (
          <Button variant="link" onPress={onShowShortcuts}>
            Keyboard shortcuts
          </Button>
        )}
      </div>
    </>
  );
}
