/// <reference path="../pb_data/types.d.ts" />

// PocketBase stores an unparseable date as empty. An event whose client time
// cannot be read is refused instead, so a broken client is noticed.
onRecordCreateRequest((e) => {
  const sent = e.requestInfo().body['client_ts'];
  if (sent !== undefined && sent !== null && sent !== '' && e.record.getDateTime('client_ts').isZero()) {
    throw new BadRequestError('Failed to create record.', {
      client_ts: new ValidationError('validation_invalid_date', 'Must be a valid date.'),
    });
  }
  e.next();
}, 'user_analytics');
