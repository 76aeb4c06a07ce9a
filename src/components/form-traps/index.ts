export { PostedFormFields, useFormTraps, wasSentTooQuickly, type FormTraps } from './form-traps';
