import type PocketBase from 'pocketbase';
import { ADMIN_SETTINGS } from '@/definitions/weekly-report';

type AdminSettings = Record<typeof ADMIN_SETTINGS.weeklyReport, boolean>;

/** Whether the owner's weekly report is sent, from the admin's settings. */
export async function readWeeklyReport(pb: PocketBase): Promise<boolean> {
  const settings = await pb.collection(ADMIN_SETTINGS.collection).getOne<AdminSettings>(ADMIN_SETTINGS.id);
  return settings[ADMIN_SETTINGS.weeklyReport];
}

/** Switches the weekly report on or off; answers what the server kept. */
export async function saveWeeklyReport(pb: PocketBase, on: boolean): Promise<boolean> {
  const settings = await pb
    .collection(ADMIN_SETTINGS.collection)
    .update<AdminSettings>(ADMIN_SETTINGS.id, { [ADMIN_SETTINGS.weeklyReport]: on });
  return settings[ADMIN_SETTINGS.weeklyReport];
}
