import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';

export function BusinessExamplesRoute() {
  return (
    <>
      <PageMeta
        title="Business Examples | Minimalist Marketing Case Studies | Clear North"
        description="Fifteen examples of focused, minimalist marketing from well-known companies, filtered by business type, industry and product."
      />
      <PageIntro
        title="Business Examples"
        lead="How well-known companies market with focus, and what a smaller business can borrow."
      />
    </>
  );
}
