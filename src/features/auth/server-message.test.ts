import { describe, expect, it } from 'vitest';
import { fieldMessage, serverMessage } from './server-message';

describe('serverMessage', () => {
  it.each([
    [
      'the message PocketBase answered',
      {
        status: 400,
        message: 'Failed to authenticate.',
        response: { message: 'Failed to authenticate.', data: {} },
      },
      'Failed to authenticate.',
    ],
    [
      'the first field reason after the message',
      {
        status: 400,
        response: {
          message: 'Failed to create record.',
          data: {
            password: { code: 'validation_length_out_of_range', message: 'Must be at least 8 character(s).' },
          },
        },
      },
      'Failed to create record. password: Must be at least 8 character(s).',
    ],
    [
      'a plain connection failure',
      { status: 0, message: 'Failed to fetch' },
      "We couldn't reach our server. Check your connection and try again.",
    ],
    ['something that is not an error', undefined, 'Something went wrong.'],
  ])('gives %s', (_label, error, expected) => {
    expect(serverMessage(error)).toBe(expected);
  });
});

describe('fieldMessage', () => {
  const refused = {
    status: 400,
    response: {
      message: 'Failed to create record.',
      data: {
        password: {
          code: 'validation_password_too_common',
          message: 'That password is too common. Choose another.',
        },
      },
    },
  };

  it("gives the server's reason for the field", () => {
    expect(fieldMessage(refused, 'password')).toBe('That password is too common. Choose another.');
  });

  it.each([
    ['another field', refused, 'email'],
    ['a connection failure', { status: 0, message: 'Failed to fetch' }, 'password'],
    ['something that is not an error', undefined, 'password'],
  ])('gives nothing for %s', (_label, error, field) => {
    expect(fieldMessage(error, field)).toBeUndefined();
  });
});
