export { Dialog, type DialogProps } from './dialog';
export { DialogTrigger } from 'react-aria-components';
