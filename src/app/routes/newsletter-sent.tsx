import { newsletterToasts } from '@/features/newsletter/newsletter-messages';
import { FormSentPage } from './form-sent/form-sent-page';

export function NewsletterSentRoute() {
  return (
    <FormSentPage
      documentTitle="Check your inbox | Clear North"
      message={newsletterToasts.confirmationSent}
    />
  );
}
