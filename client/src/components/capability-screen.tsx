import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Capability } from '@panel/contract/capabilities';
import { useCapabilityAnswer } from '../api/capabilities';
import { SkeletonRows } from './skeleton-rows';

/**
 * The screen of an extension at its address: shown once the backend has advertised `capability`,
 * the home page when it has not (or the question failed), rows of placeholders while it is asked.
 */
export function CapabilityScreen({ capability, children }: { capability: Capability; children: ReactNode }) {
  const on = useCapabilityAnswer(capability);
  if (on === undefined) return <SkeletonRows rows={3} />;
  return on ? children : <Navigate to="/" replace />;
}
