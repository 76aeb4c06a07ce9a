/// <reference path="types/pocketbase.d.ts" />

// An account's whole create request, in this order (hooks of different files
// run in no order to rely on, so it is registered here alone): the sender's
// rate (lib/sliding-window.js), a weak password refused in the site's words
// (lib/password-check.js), then the sign-up itself. A sign-up gets its
// verification mail from the server, and a sign-up with an address already
// registered answers like any other (see lib/sign-up.js). A mail that fails
// is logged and never fails the sign-up.
onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/sliding-window.js`).checkSlidingWindow(e, 'users:create');
  require(`${__hooks}/lib/password-check.js`).refuseWeakPassword(
    e,
    [e.record.email()],
    'Failed to create record.',
  );
  const signUp = require(`${__hooks}/lib/sign-up.js`);
  if (e.hasSuperuserAuth()) return e.next();

  try {
    e.next();
  } catch (err) {
    if (!signUp.isOnlyTakenEmail(err)) throw err;
    signUp.refuseAsNewWould(e);
    try {
      signUp.mailOwner(e.app, e.record.email());
    } catch (mailErr) {
      e.app.logger().error('Could not mail the owner of a registered address', 'error', String(mailErr));
    }
    return require(`${__hooks}/lib/created-answer.js`).answerAsCreated(e);
  }

  try {
    signUp.sendVerification(e.app, e.record);
  } catch (mailErr) {
    e.app.logger().error('Could not send the verification mail', 'error', String(mailErr));
  }
}, 'users');
