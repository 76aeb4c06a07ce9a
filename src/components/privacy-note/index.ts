export { PrivacyNote } from './privacy-note';
