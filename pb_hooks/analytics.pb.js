/// <reference path="../pb_data/types.d.ts" />

// Events carry the visitor's own clock (client_ts), since the outbox may
// deliver them days late. An unparseable time is refused (PocketBase would
// store it as empty); a time in the future, from a wrong clock, is clamped to
// the server's now.
onRecordCreateRequest((e) => {
  const sent = e.requestInfo().body['client_ts'];
  const clientTime = e.record.getDateTime('client_ts');
  if (sent !== undefined && sent !== null && sent !== '' && clientTime.isZero()) {
    throw new BadRequestError('Failed to create record.', {
      client_ts: new ValidationError('validation_invalid_date', 'Must be a valid date.'),
    });
  }
  const now = new DateTime();
  if (!clientTime.isZero() && clientTime.after(now)) e.record.set('client_ts', now);
  e.next();
}, 'user_analytics');
