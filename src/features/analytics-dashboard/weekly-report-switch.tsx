import { useEffect, useRef, useState } from 'react';
import { Switch } from '@/components/ui/switch';
import { WEEKLY_REPORT_SWITCH } from '@/definitions/weekly-report';
import { loadPocketBase } from '@/lib/pocketbase/sdk';
import { readWeeklyReport, saveWeeklyReport } from './weekly-report-api';
import * as styles from './dashboard.css';

type Setting = { status: 'loading' } | { status: 'ready'; on: boolean } | { status: 'error' };

/**
 * The admin's switch for the weekly report by e-mail, kept on the server
 * (pb_hooks/weekly-report.pb.js reads it). It shows the change at once and
 * stays usable while saving (a disabled control would lose the keyboard's
 * focus); only the latest change's answer counts, and one that fails puts
 * the switch back and says so.
 */
export function WeeklyReportSwitch() {
  const [setting, setSetting] = useState<Setting>({ status: 'loading' });
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    let current = true;
    loadPocketBase()
      .then(readWeeklyReport)
      .then(
        (on) => current && setSetting({ status: 'ready', on }),
        () => current && setSetting({ status: 'error' }),
      );
    return () => {
      current = false;
    };
  }, []);

  const change = (on: boolean) => {
    const request = ++latest.current;
    setFailed(false);
    setSetting({ status: 'ready', on });
    loadPocketBase()
      .then((pb) => saveWeeklyReport(pb, on))
      .then(
        (kept) => request === latest.current && setSetting({ status: 'ready', on: kept }),
        () => {
          if (request !== latest.current) return;
          setFailed(true);
          setSetting({ status: 'ready', on: !on });
        },
      );
  };

  return (
    <section className={styles.weeklyReport} aria-labelledby="weekly-report-heading">
      <h3 id="weekly-report-heading" className={styles.sectionHeading}>
        Weekly report
      </h3>
      {setting.status === 'error' ? (
        <p className={styles.muted}>The weekly report's setting could not be loaded. Reload to try again.</p>
      ) : (
        <Switch
          isSelected={setting.status === 'ready' && setting.on}
          isDisabled={setting.status !== 'ready'}
          onChange={change}
          aria-describedby="weekly-report-note"
        >
          {WEEKLY_REPORT_SWITCH}
        </Switch>
      )}
      <p id="weekly-report-note" className={styles.periodLabel}>
        Each Monday at 08:00 UK time: last week's visitors, page views and enquiries, the top pages and
        sources, and the enquiries still new.
      </p>
      {failed && (
        <p role="alert" className={styles.customError}>
          The change could not be saved. Try again.
        </p>
      )}
    </section>
  );
}
