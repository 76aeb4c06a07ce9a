export { ToggleButtonGroup, type ToggleButtonGroupProps } from './toggle-button-group';
