import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { buildCron, DEFAULT_CHOICE } from './cron-builder';
import { CronBuilderFields } from './cron-builder-fields';

describe('the CRON schedule builder', () => {
  it('writes each choice as its expression', () => {
    const at = { ...DEFAULT_CHOICE, time: '06:30' };
    expect(buildCron({ ...at, kind: 'minutes', every: 5 })).toBe('*/5 * * * *');
    expect(buildCron({ ...at, kind: 'minutes', every: 1 })).toBe('* * * * *');
    expect(buildCron({ ...at, kind: 'hours', every: 3 })).toBe('0 */3 * * *');
    expect(buildCron({ ...at, kind: 'daily' })).toBe('30 6 * * *');
    expect(buildCron({ ...at, kind: 'weekdays' })).toBe('30 6 * * 1-5');
    expect(buildCron({ ...at, kind: 'weekly', weekday: 0 })).toBe('30 6 * * 0');
    expect(buildCron({ ...at, kind: 'monthly', monthDay: 15, time: '23:05' })).toBe('5 23 15 * *');
    expect(buildCron({ ...at, kind: 'minutes', every: 500 })).toBe('*/59 * * * *');
  });

  it('builds "on weekdays at 6:30" from the choices, in either language', async () => {
    const onBuild = vi.fn();
    renderWithProviders(<CronBuilderFields onBuild={onBuild} />);
    const user = userEvent.setup();
    // Nothing chosen yet: the schedule keeps what it holds.
    expect(screen.getByLabelText('Run')).toHaveValue('');
    expect(onBuild).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Run'), 'On weekdays (Monday to Friday)');
    expect(onBuild).toHaveBeenLastCalledWith('30 6 * * 1-5');
    await user.selectOptions(screen.getByLabelText('Run'), 'Once a week');
    await user.selectOptions(screen.getByLabelText('Day of the week'), 'Friday');
    expect(onBuild).toHaveBeenLastCalledWith('30 6 * * 5');
  });
});
