import type { ComponentProps } from 'react';
import { Form } from '@/components/ui/text-field';
import { FORM_ROUTES } from '@/definitions/form-routes';
import { markFormLive } from '@/lib/form-start';
import * as styles from './auth-form.css';

/**
 * An account form (sign in, sign up, password): its work needs the app, but
 * it is a real form that posts, so a browser sending it by itself (no
 * JavaScript, or the app not yet live) never puts a password in the address;
 * the site answers by sending the visitor back to the page, which says why.
 * Drawn, it is live: its own code sends it, even while the rest of its page
 * is still on its way.
 */
export function AccountForm(props: ComponentProps<typeof Form>) {
  return (
    <Form
      ref={markFormLive}
      method="post"
      action={FORM_ROUTES.account.action}
      className={styles.form}
      {...props}
    />
  );
}
