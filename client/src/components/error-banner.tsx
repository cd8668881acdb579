import { Children, type ReactNode } from 'react';

/**
 * The inline error of a dialog or form; announced when it appears. Plain Bootstrap markup: the
 * sign-in screen uses it, and react-bootstrap's Alert would bring its transition code along.
 */
export function ErrorBanner({ children, className }: { children: ReactNode; className?: string }) {
  // No banner without something to say: `failure && <Text />` children leave only empty slots.
  if (Children.toArray(children).every((child) => child === '')) return null;
  return (
    <div className={`alert alert-danger error-banner py-2 ${className ?? ''}`} role="alert">
      {children}
    </div>
  );
}
