import { RETENTION_DAYS, RETENTION_MONTHS } from '@/definitions/retention';

/** What we keep when you write to us, subscribe or open an account: why we may, and for how long. */
export function MessagesSection() {
  return (
    <section aria-labelledby="your-messages">
      <h2 id="your-messages">Your enquiries, the newsletter and accounts</h2>
      <ul>
        <li>
          <strong>Enquiries.</strong> When you send an enquiry we keep your name, email address, message and,
          if you chose one, the service it is about, so that we can reply. Our lawful basis is our legitimate
          interest in answering you, or the steps you ask us to take before a contract. We keep your enquiries
          for {RETENTION_MONTHS.enquiries} months after our last contact with you (your latest enquiry, or our
          last reply to one), then delete them automatically. Ask and we delete them sooner.
        </li>
        <li>
          <strong>The newsletter.</strong> When you subscribe we keep your email address (and your name if you
          give it). Our lawful basis is your consent: we send nothing until you confirm your address with the
          link we email you, and every newsletter email has a one-click unsubscribe link that withdraws it. We
          keep your address while you are subscribed; once you unsubscribe it stays marked as unsubscribed, so
          that it is never mailed again, until you ask us to delete it.
        </li>
        <li>
          <strong>Accounts.</strong> If you create an account we keep your name, email address and a hash of
          your password (never the password itself), because we need them to provide the account you asked
          for: our lawful basis is that contract. We keep them until you ask us to delete the account.
        </li>
        <li>
          <strong>The emails we send</strong> (confirmation links, password resets and the notice of your
          enquiry to our team) are kept in our mail log for {RETENTION_DAYS.sentMail} days after they are
          sent, so we can tell whether they arrived, then deleted.
        </li>
      </ul>
    </section>
  );
}
