import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';

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
    </>
  );
}
