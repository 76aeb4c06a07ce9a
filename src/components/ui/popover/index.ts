export { Popover, type PopoverProps } from './popover';
export { DialogTrigger } from 'react-aria-components';
