import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/components/ui/link';
import { toast } from '@/components/ui/toast';
import { paths } from '@/lib/paths';

/** Spec §2: an unknown slug shows 'Article not found' after 300 ms and goes to /blog. */
const NOT_FOUND_REDIRECT_MS = 300;

function UnknownArticle() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      toast({ title: 'Article not found', variant: 'destructive' });
      navigate(paths.blog.href(), { replace: true });
    }, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <>
      <PageMeta
        title="Article not found | Clear North"
        description="That article does not exist; see all articles in the Journal."
      />
      <PageIntro title="Article not found" lead="We could not find that article.">
        <p>
          <Link href={paths.blog.href()}>Back to all articles</Link>
        </p>
      </PageIntro>
    </>
  );
}

export function ArticleRoute(_props: { params: { slug: string } }) {
  return <UnknownArticle />;
}
