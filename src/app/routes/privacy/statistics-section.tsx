import { Island } from '@/app/islands';
import { RETENTION_DAYS } from '@/definitions/retention';
import * as styles from '../privacy.css';

const months = (days: number) => Math.round(days / (365.25 / 12));

/** What the first-party statistics and the server's log record, on what basis, and for how long. */
export function StatisticsSection() {
  return (
    <>
      <section aria-labelledby="statistics">
        <h2 id="statistics">Visit statistics</h2>
        <p>
          To learn which pages help people, this site records anonymous statistics of its own: the pages
          viewed (their address and campaign tags, never the private part of a link, such as the code in a
          password-reset link), how far down they were read, how long they were open, how fast they loaded,
          and the kind of device (phone, tablet or computer) with the names of its browser and operating
          system, such as Firefox on Android. We do not keep the full description your browser gives of itself
          (its user agent), version numbers or your IP address with them. Each visit gets a random number that
          is forgotten when you close the tab. We do not use cookies for this, we do not know who you are, and
          nothing is sent to anyone else.
        </p>
        <p>
          Our lawful basis is our legitimate interest in knowing which pages are useful, which these
          first-party, cookie-free statistics serve with as little data as we can. We keep these statistics
          for {RETENTION_DAYS.analyticsEvents} days (about {months(RETENTION_DAYS.analyticsEvents)} months),
          then delete them. After that only totals remain, such as how many pages were viewed in an hour,
          which say nothing about any one visit.
        </p>
        <p>
          You can object at any time. Switching this off also deletes statistics still waiting on your device.
        </p>
        <div className={styles.choice}>
          <Island name="analytics-choice" />
        </div>
        <p>
          If your browser sends a Global Privacy Control or Do Not Track signal, we treat it as an objection:
          this site records nothing, and our server stores no statistics sent with either signal.
        </p>
      </section>
      <section aria-labelledby="server-log">
        <h2 id="server-log">Our server's log</h2>
        <p>
          Like most web servers, ours keeps a log of the requests it answers: the address asked for, when,
          your IP address and your browser's user agent. We use it only to find faults and stop abuse, which
          is our legitimate interest in keeping the site working and safe, and each entry is deleted after{' '}
          {RETENTION_DAYS.serverLog} days. Visit statistics are left out of it: only one that our server
          refused or could not store is logged, like any other request that fails.
        </p>
      </section>
    </>
  );
}
