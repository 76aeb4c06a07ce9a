export { TextField, type TextFieldProps } from './text-field';
export { Form } from 'react-aria-components';
