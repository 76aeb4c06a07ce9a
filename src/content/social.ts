export interface SocialLink {
  label: 'Twitter' | 'Instagram' | 'LinkedIn';
  url: string;
}

/** The profile addresses as configured; a blank or missing one is not configured. */
export type SocialConfig = Partial<Record<SocialLink['label'], string | undefined>>;

const LABELS: ReadonlyArray<SocialLink['label']> = ['Twitter', 'Instagram', 'LinkedIn'];

/** A social link is shown only when its profile is configured, always in the same order. */
export function configuredSocialLinks(config: SocialConfig): SocialLink[] {
  return LABELS.flatMap((label) => {
    const url = config[label]?.trim();
    return url ? [{ label, url }] : [];
  });
}

/** The profiles configured at build time (VITE_SOCIAL_*_URL). */
export const socialLinks: SocialLink[] = configuredSocialLinks({
  Twitter: import.meta.env.VITE_SOCIAL_TWITTER_URL,
  Instagram: import.meta.env.VITE_SOCIAL_INSTAGRAM_URL,
  LinkedIn: import.meta.env.VITE_SOCIAL_LINKEDIN_URL,
});
