import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('a lazy screen', () => {
  it('shows the fallback while its code arrives', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Greeting));
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
  });

  it('renders at once, with no fallback, once preloaded', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Greeting));
    await Screen.preload();
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Screen name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
