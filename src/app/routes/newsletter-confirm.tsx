import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { ConfirmPanel } from '@/features/newsletter/confirm-panel';
import { useQueryParam } from '@/hooks/use-query-param';
import { MAIL_LINK_TOKEN } from '@/lib/paths';
import { container } from '@/styles/utilities.css';

export function NewsletterConfirmRoute() {
  const token = useQueryParam(MAIL_LINK_TOKEN);
  return (
    <>
      <PageMeta
        title="Confirm your subscription | Clear North"
        noindex
        description="Confirm your subscription to Clear North's weekly marketing insights."
      />
      <PageIntro
        title="Confirm your subscription"
        lead="One step left: confirm that you would like our weekly marketing insights at this address."
      />
      <div className={container}>
        <ConfirmPanel token={token} />
      </div>
    </>
  );
}
