export interface SocialLink {
  label: 'Twitter' | 'Instagram' | 'LinkedIn';
  url: string;
}

/** Only profiles configured at build time (VITE_SOCIAL_*_URL) are shown. */
export const socialLinks: SocialLink[] = (
  [
    { label: 'Twitter', url: import.meta.env.VITE_SOCIAL_TWITTER_URL },
    { label: 'Instagram', url: import.meta.env.VITE_SOCIAL_INSTAGRAM_URL },
    { label: 'LinkedIn', url: import.meta.env.VITE_SOCIAL_LINKEDIN_URL },
  ] as const
).flatMap((link) => (link.url ? [{ label: link.label, url: link.url }] : []));
