import { describe, expect, it } from 'vitest';
import { choosePreset, cronInitial } from './cron-dialog';

describe('CRON dialog presets', () => {
  it('starts a new job at every hour and an existing one at its preset or custom', () => {
    expect(cronInitial()).toEqual({ preset: 'everyHour', settings: '0 * * * *', command: '' });
    expect(cronInitial({ id: 1, settings: '*/5 * * * *', command: 'x' })).toEqual({ preset: 'every5Minutes', settings: '*/5 * * * *', command: 'x' });
    expect(cronInitial({ id: 2, settings: '30 2 * * 1', command: 'y' })).toMatchObject({ preset: 'custom', settings: '30 2 * * 1' });
  });

  it('copies a preset schedule into the field and keeps the field for custom', () => {
    const form = cronInitial();
    expect(choosePreset(form, 'reboot')).toEqual({ ...form, preset: 'reboot', settings: '@reboot' });
    expect(choosePreset({ ...form, preset: 'noon', settings: '0 12 * * *' }, 'custom')).toEqual({ ...form, preset: 'custom', settings: '0 12 * * *' });
  });
});
