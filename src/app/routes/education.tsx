import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';

export function EducationRoute() {
  return (
    <>
      <PageMeta
        title="Education Hub | Marketing Frameworks, Research and Tools | Clear North"
        description="Free marketing frameworks, research, whitepapers and tool guides from Clear North, a minimalist digital marketing agency in Newcastle."
      />
      <PageIntro
        title="Education Hub"
        lead="Frameworks, research and tools to help you market with less noise and more results."
      />
    </>
  );
}
