import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { UnsubscribePanel } from '@/features/newsletter/unsubscribe-panel';
import { useQueryParam } from '@/hooks/use-query-param';
import { MAIL_LINK_TOKEN } from '@/lib/paths';
import { container } from '@/styles/utilities.css';

export function NewsletterUnsubscribeRoute() {
  const token = useQueryParam(MAIL_LINK_TOKEN);
  return (
    <>
      <PageMeta
        title="Unsubscribe from the newsletter | Clear North"
        noindex
        description="Stop receiving Clear North's newsletter."
      />
      <PageIntro title="Unsubscribe" lead="Sorry to see you go. One press and our newsletter stops." />
      <div className={container}>
        <UnsubscribePanel token={token} />
      </div>
    </>
  );
}
