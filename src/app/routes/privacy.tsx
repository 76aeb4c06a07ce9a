import { agency } from '@/content/agency';
import { PageMeta } from '@/components/head';
import { PageIntro } from '@/components/page-intro';
import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { Island } from '@/app/islands';
import { paths } from '@/lib/paths';
import { container } from '@/styles/utilities.css';
import * as styles from './privacy.css';

export function PrivacyRoute() {
  return (
    <>
      <PageMeta
        title="Privacy and cookies | Clear North"
        description="What Clear North keeps about you and on your device: enquiries, newsletter, anonymous first-party visit statistics, and how to object."
      />
      <PageIntro
        title="Privacy and cookies"
        lead="What we keep, why, and how to say no. We use no advertising trackers and share nothing with third parties."
      />
      <div className={`${container} ${styles.prose}`}>
        <section aria-labelledby="statistics">
          <h2 id="statistics">Visit statistics</h2>
          <p>
            To learn which pages help people, this site records anonymous statistics of its own: the pages
            viewed (their address and campaign tags, never the private part of a link, such as the code in a
            password-reset link), how far down they were read, how long they were open, how fast they loaded,
            and the kind of device (phone, tablet or computer) with the names of its browser and operating
            system, such as Firefox on Android. We do not keep the full description your browser gives of
            itself (its user agent), version numbers or your IP address with them. Each visit gets a random
            number that is forgotten when you close the tab. We do not use cookies for this, we do not know
            who you are, and nothing is sent to anyone else.
          </p>
          <p>
            We keep these statistics for 400 days (about 13 months), then delete them. After that only totals
            remain, such as how many pages were viewed in an hour, which say nothing about any one visit.
          </p>
          <p>
            You can object at any time. Switching this off also deletes statistics still waiting on your
            device.
          </p>
          <div className={styles.choice}>
            <Island name="analytics-choice" />
          </div>
          <p>
            If your browser sends a Global Privacy Control or Do Not Track signal, we treat it as an
            objection: this site records nothing, and our server stores no statistics sent with either signal.
          </p>
        </section>
        <section aria-labelledby="server-log">
          <h2 id="server-log">Our server's log</h2>
          <p>
            Like most web servers, ours keeps a log of the requests it answers: the address asked for, when,
            your IP address and your browser's user agent. We use it only to find faults and stop abuse, and
            each entry is deleted after 5 days. Visit statistics are left out of it: only one that our server
            refused or could not store is logged, like any other request that fails.
          </p>
        </section>
        <section aria-labelledby="your-messages">
          <h2 id="your-messages">Your enquiries and the newsletter</h2>
          <p>
            When you send an enquiry we keep your name, email address, message and, if you chose one, the
            service it is about, so that we can reply. When you subscribe to the newsletter we keep your email
            address (and your name if you give it) until you unsubscribe. We send nothing until you confirm
            your address with the link we email you, and every newsletter email has a one-click unsubscribe
            link.
          </p>
        </section>
        <section aria-labelledby="on-your-device">
          <h2 id="on-your-device">What is kept on your device</h2>
          <ul>
            <li>
              <strong>Your display settings</strong> (theme, text size, contrast), so the site looks the way
              you chose, whether you have seen the newsletter invitation, and the addresses you subscribed
              from this browser, so that it can tell you if you subscribe one again.
            </li>
            <li>
              <strong>Messages waiting to be sent.</strong> If you send something while offline, it waits in
              your browser's storage and is sent once you are back online, then deleted. If our server refuses
              it, it stays on your device so you can get it back, until you do or for 30 days after we told
              you.
            </li>
            <li>
              <strong>The site's own files</strong>, so pages you have visited open offline.
            </li>
          </ul>
          <p>None of these is shared with anyone. Clearing your browser's site data removes them.</p>
        </section>
        <section aria-labelledby="your-rights">
          <h2 id="your-rights">Your rights</h2>
          <p>
            Under UK data protection law you can ask to see, correct or delete what we hold about you. Write
            to <a href={`mailto:${site.email}`}>{site.email}</a>, or use our{' '}
            <Link href={paths.contact.href()}>contact form</Link>. This data is the responsibility of{' '}
            {agency.legalName}, {site.locality}.
          </p>
        </section>
      </div>
    </>
  );
}
