/**
 * On a control served disabled only because its code is not yet live, so
 * that without JavaScript it says it cannot work. On a page of islands the
 * islands' script enables it, and a press wakes its island
 * (src/app/islands/island-schedules.ts); a control disabled for a reason of
 * its own (an empty field) does not carry it, and stays disabled.
 */
export const UNTIL_LIVE_ATTRIBUTE = 'data-until-live';
