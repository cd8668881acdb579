import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SkeletonRows } from './skeleton-rows';

describe('skeleton rows', () => {
  it('are read out once as loading, their bars hidden from screen readers', () => {
    renderWithProviders(<SkeletonRows rows={3} />);
    const status = screen.getByTestId('skeleton-rows');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(/^Loading\.\.\.$/);
    const rows = status.querySelectorAll('[aria-hidden="true"]');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.querySelectorAll('.placeholder')).toHaveLength(2);
  });
});
