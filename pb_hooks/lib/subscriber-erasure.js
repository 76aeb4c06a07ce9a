/// <reference path="../types/pocketbase.d.ts" />

// Erasing a subscriber at their request (UK GDPR Art. 17, the right to
// erasure): their subscription and every mail to their address still in the
// mail queue go together, in one transaction, so no mail is sent to them
// afterwards and nothing of them is left behind. Only the site's admin may.

/**
 * DELETE /api/newsletter/subscribers/{id}: answers how many queued mails went with the subscription.
 *
 * @param {core.RequestEvent} e
 */
function eraseSubscriber(e) {
  if (!require(`${__hooks}/lib/enquiry-state.js`).isAdmin(e.auth)) {
    throw new ForbiddenError('Only an admin can erase a subscriber.');
  }
  const id = e.request.pathValue('id');
  let subscription;
  try {
    subscription = e.app.findRecordById('newsletter_subscriptions', id);
  } catch (_) {
    throw new NotFoundError('No such subscriber: they may have been erased already.');
  }
  const address = subscription.getString('email');
  let mails = 0;
  e.app.runInTransaction((txApp) => {
    // Only records found: the declarations type Go's []*Record as if an entry could be missing.
    const queued = /** @type {core.Record[]} */ (
      txApp.findRecordsByFilter('mail_queue', 'recipients = {:address}', '', 0, 0, { address })
    );
    queued.forEach((mail) => txApp.delete(mail));
    mails = queued.length;
    txApp.delete(txApp.findRecordById('newsletter_subscriptions', id));
  });
  return e.json(200, { erased: id, mails });
}

module.exports = { eraseSubscriber };
