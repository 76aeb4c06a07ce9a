import { useSnapshot } from 'valtio';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { RadioGroup, type RadioOption } from '@/components/ui/radio-group';
import type { Contrast, TextSize, Theme } from './preferences';
import { AccessibilityIcon } from '@/components/ui/icon';
import * as styles from './accessibility-panel.css';
import { preferencesState, resetPreferences, setContrast, setTextSize, setTheme } from './preferences-store';

const themeOptions: RadioOption<Theme>[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const textSizeOptions: RadioOption<TextSize>[] = [
  { value: 'small', label: 'Small' },
  { value: 'normal', label: 'Normal' },
  { value: 'large', label: 'Large' },
];

const contrastOptions: RadioOption<Contrast>[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
];

export interface AccessibilityPanelProps {
  className?: string;
  /** Shown when given: opens the keyboard shortcuts dialog, which lives in another feature. */
  onShowShortcuts?: () => void;
}

/** Spec §2: the accessibility panel (text size, contrast, theme), opened from the header. */
export function AccessibilityPanel({ className, onShowShortcuts }: AccessibilityPanelProps) {
  const preferences = useSnapshot(preferencesState);

  return (
    <DialogTrigger>
      <Button variant="ghost" size="icon" className={className} aria-label="Accessibility settings">
        <AccessibilityIcon size={24} />
      </Button>
      <Dialog title="Accessibility settings" isDismissable>
        <p className={styles.note}>Changes apply at once and are remembered on this device.</p>
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
      </Dialog>
    </DialogTrigger>
  );
}
