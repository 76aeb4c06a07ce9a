export { Button, type ButtonProps } from './button';
export { button as buttonStyles, type ButtonVariants } from './button.css';
