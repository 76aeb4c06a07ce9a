import { style } from '@vanilla-extract/css';
import { space } from '@/styles/theme.css';
import { input as textInput } from '../text-field/text-field.css';

export { description, error, label } from '../text-field/text-field.css';

export const field = style({ display: 'grid', gap: space.xxs, alignContent: 'start' });

/** The text field's input, with figures that line up. */
export const input = style([textInput, { fontVariantNumeric: 'tabular-nums' }]);
