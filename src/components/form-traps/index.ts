export { HoneypotField, useFormTraps, wasSentTooQuickly, type FormTraps } from './form-traps';
