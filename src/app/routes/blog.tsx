import { Island } from '@/app/islands';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { StrategyCall } from '@/features/blog/strategy-call';
import { container } from '@/styles/utilities.css';

export function BlogRoute() {
  return (
    <>
      <PageMeta
        title="Journal | Marketing Insights from Newcastle | Clear North"
        description="Practical articles on minimalist marketing, SEO, psychology and strategy from Clear North, a digital marketing agency in Newcastle upon Tyne."
      />
      <PageIntro
        title="Journal"
        lead="Notes on marketing that works: psychology, design, strategy and search, written for people who run businesses."
      />
      <section className={container} aria-label="Articles">
        <Island name="journal-listing" />
      </section>
      <StrategyCall />
      <Island name="newsletter-popup" />
    </>
  );
}
