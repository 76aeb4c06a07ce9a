import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import type { Ref } from 'react';
import { cx } from '@/utils/class-names';
import { button, type ButtonVariants } from './button.css';

export type ButtonProps = AriaButtonProps & ButtonVariants & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) => cx(button({ variant, size }), extra))}
    />
  );
}
