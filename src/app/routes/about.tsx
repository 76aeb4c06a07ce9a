import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { about } from '@/content/about';

export function AboutRoute() {
  return (
    <>
      <PageMeta title={about.metaTitle} description={about.metaDescription} />
      <PageIntro title={about.headline} lead={about.intro} />
    </>
  );
}
