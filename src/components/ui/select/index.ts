export { Select } from './select';
export type { SelectOption, SelectProps } from './aria-select';
