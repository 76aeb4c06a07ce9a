export { EmailField, TextField, type EmailFieldProps, type TextFieldProps } from './text-field';
export { Form } from 'react-aria-components';
