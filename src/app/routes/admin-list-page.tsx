import type { ReactNode } from 'react';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { AdminNav } from '@/features/admin/admin-nav';
import { AdminGate } from '@/features/auth/admin-gate';
import { container } from '@/styles/utilities.css';

export interface AdminListPageProps {
  /** The page's heading, and its title before "| Clear North". */
  title: string;
  description: string;
  lead: string;
  /** What the sign-in gate says the admin signs in to see: "enquiries". */
  what: string;
  children: ReactNode;
}

/** A page of the admin area with one list behind the admin's sign-in: kept out of search engines and the sitemap. */
export function AdminListPage({ title, description, lead, what, children }: AdminListPageProps) {
  return (
    <>
      <PageMeta title={`${title} | Clear North`} description={description} noindex />
      <PageIntro title={title} lead={lead} />
      <div className={container}>
        <AdminNav />
        <AdminGate what={what}>{children}</AdminGate>
      </div>
    </>
  );
}
