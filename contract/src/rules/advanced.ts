import { z } from 'zod';
import { messageId } from './messages';
import { siteDirectoryField } from './scripts';

/** Ports a Web app may listen on. */
export const MIN_APP_PORT = 1024;
export const MAX_APP_PORT = 65535;

/** Schedules the CRON dialog offers; choosing one copies its schedule into the field. */
export const CRON_PRESETS = [
  { id: 'everyMinute', schedule: '* * * * *' },
  { id: 'every3Minutes', schedule: '*/3 * * * *' },
  { id: 'every5Minutes', schedule: '*/5 * * * *' },
  { id: 'every10Minutes', schedule: '*/10 * * * *' },
  { id: 'every15Minutes', schedule: '*/15 * * * *' },
  { id: 'everyHour', schedule: '0 * * * *' },
  { id: 'midnight', schedule: '0 0 * * *' },
  { id: 'noon', schedule: '0 12 * * *' },
  { id: 'reboot', schedule: '@reboot' },
] as const;
export type CronPresetId = (typeof CRON_PRESETS)[number]['id'];
/** The schedule a new job starts with (every hour). */
export const DEFAULT_CRON_SCHEDULE = '0 * * * *';

/** The preset a stored schedule matches (spaces between fields do not matter), or `custom`. */
export function cronPresetOf(schedule: string): CronPresetId | 'custom' {
  const normal = schedule.trim().split(/\s+/).join(' ');
  return CRON_PRESETS.find((p) => p.schedule === normal)?.id ?? 'custom';
}

const oneLine = (value: string) => !/[\r\n]/.test(value);

/** A CRON job: schedule and command non-empty after trimming, each on one line. Nothing else is checked. */
export const cronJobSchema = z.object({
  settings: z.string().trim().min(1, messageId('validation.cron.settings')).refine(oneLine, messageId('validation.cron.settings')),
  command: z.string().trim().min(1, messageId('validation.cron.command')).refine(oneLine, messageId('validation.cron.command')),
});
export type CronJobForm = z.infer<typeof cronJobSchema>;

export const appPortField = z
  .number({ error: messageId('validation.proxy.port') })
  .int(messageId('validation.proxy.port'))
  .min(MIN_APP_PORT, messageId('validation.proxy.port'))
  .max(MAX_APP_PORT, messageId('validation.proxy.port'));

/** A Web app as the calls send it: a domain, `/` or a subdirectory, and a port. */
export const proxySchema = z.object({
  domain: z.string().trim().toLowerCase().min(1, messageId('validation.proxy.domain')),
  directory: siteDirectoryField,
  port: appPortField,
});
export type ProxyBody = z.output<typeof proxySchema>;

/** The address a Web app answers at, as the table shows it. */
export const proxyAddress = (p: { domain: string; directory: string }) => `${p.domain}${p.directory}`;

/**
 * The create and modify dialogs: the address may not be added twice (create only) and the port may
 * not be one another Web app of the account uses (on modify, its own port is free to keep).
 */
export function proxySchemaFor(existing: readonly { domain: string; directory: string; port: number }[], editing?: { domain: string; directory: string }) {
  const self = editing && proxyAddress(editing);
  const others = existing.filter((p) => proxyAddress(p) !== self);
  return proxySchema
    .refine((p) => editing !== undefined || !existing.some((e) => proxyAddress(e) === proxyAddress(p)), {
      message: messageId('validation.proxy.duplicate'),
      path: ['directory'],
    })
    .refine((p) => !others.some((e) => e.port === p.port), { message: messageId('validation.proxy.portTaken'), path: ['port'] });
}

/** What the Web app dialog holds: the port as typed, and the directory only when it is a subdirectory. */
export interface ProxyForm {
  domain: string;
  location: 'main' | 'sub';
  directory: string;
  port: string;
}

/** The Web app dialog's fields read as the call's body, with the create or modify rule applied. */
export function proxyFormSchemaFor(existing: readonly { domain: string; directory: string; port: number }[], editing?: { domain: string; directory: string }) {
  return z
    .object({ domain: z.string(), location: z.enum(['main', 'sub']), directory: z.string(), port: z.string() })
    .transform((form) => ({
      domain: form.domain,
      directory: form.location === 'main' ? '/' : form.directory,
      port: /^\s*\d{1,6}\s*$/.test(form.port) ? Number(form.port) : Number.NaN,
    }))
    .pipe(proxySchemaFor(existing, editing));
}

/** What the CRON dialog holds: the chosen preset (or custom) and the schedule it put in the field. */
export interface CronForm {
  preset: CronPresetId | 'custom';
  settings: string;
  command: string;
}
