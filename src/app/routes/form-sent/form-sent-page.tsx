import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/components/ui/link';
import type { ToastContent } from '@/components/ui/toast';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import * as styles from './form-sent-page.css';

export interface FormSentPageProps {
  /** The page's title in the browser's tab. */
  documentTitle: string;
  /** The same words the form's own message gives once the app is live. */
  message: ToastContent;
}

/**
 * Where a form posted by the browser itself lands (pb_hooks/forms.pb.js
 * answers 303 here): the same words the live form shows, then the way on.
 */
export function FormSentPage({ documentTitle, message }: FormSentPageProps) {
  return (
    <>
      <PageMeta title={documentTitle} noindex description={message.description ?? message.title} />
      <PageIntro title={message.title} lead={message.description} />
      <div className={container}>
        <p className={styles.ways}>
          <Link href={paths.home.href()} appearance={{ variant: 'default' }}>
            Back to the home page
          </Link>
          <Link href={paths.blog.href()} appearance={{ variant: 'outline' }}>
            Read the Journal
          </Link>
        </p>
      </div>
    </>
  );
}
