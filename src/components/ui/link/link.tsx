import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '@/utils/class-names';
import { button, type ButtonVariants } from '../button/button.css';

export type LinkProps = AriaLinkProps & {
  /** Styles the link as a button, for calls to action that navigate. */
  appearance?: ButtonVariants;
};

/** A link routed through the app's router (see RouterProvider in app/providers). */
export function Link({ appearance, className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      className={composeRenderProps(className, (extra) => cx(appearance && button(appearance), extra))}
    />
  );
}
