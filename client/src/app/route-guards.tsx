import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from './hooks';
import { selectSession } from '../store/selectors';

/** `/` goes to the domains with a session, otherwise to the sign-in form. */
export function RootRedirect() {
  const session = useAppSelector(selectSession);
  return <Navigate to={session ? '/domains' : '/login'} replace />;
}

/** Layout screens need a session; without one they send the user to sign in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useAppSelector(selectSession);
  if (!session) return <Navigate to="/login" replace />;
  return children;
}
