import { Link } from '@/components/ui/link';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import * as styles from './auth-card.css';
import { SignInForm } from './sign-in-form';
import { SignUpForm, type SignUpFormProps } from './sign-up-form';

/** The /auth page's Welcome card (its heading is the page's) with the Sign In (default) and Sign Up tabs, and 'Back to Home'. */
export function AuthCard({ onNewsletterConsent }: SignUpFormProps) {
  return (
    <div className={styles.card}>
      <Tabs defaultSelectedKey="sign-in">
        <TabList aria-label="Sign in or sign up">
          <Tab id="sign-in">Sign In</Tab>
          <Tab id="sign-up">Sign Up</Tab>
        </TabList>
        <TabPanel id="sign-in">
          <SignInForm />
        </TabPanel>
        <TabPanel id="sign-up">
          <SignUpForm onNewsletterConsent={onNewsletterConsent} />
        </TabPanel>
      </Tabs>
      <noscript>
        <p>Signing in and signing up need JavaScript, which is turned off in this browser.</p>
      </noscript>
      <Link href="/" appearance={{ variant: 'ghost', size: 'sm' }} className={styles.back}>
        Back to Home
      </Link>
    </div>
  );
}
